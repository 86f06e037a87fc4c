import { readFileSync } from 'node:fs';
import type { Locale } from '@captio/routing-rules';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { linkInfo } from '../../testing/link-fakes.js';
import type { StartPhase } from '../transcribe/start-store.js';
import { useLinkLookupT } from '../link-lookup/catalog.js';
import type { LinkLookup } from '../link-lookup/link-lookup.js';
import { lookupTexts } from '../link-lookup/lookup-texts.js';
import { LinkSource, LinkStatus } from './LinkSource.js';
import { SourceChoice } from './SourceChoice.js';

function area(path: string, locale: Locale): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`${path}/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

function render(element: ReactElement, locale: Locale = 'en-US'): string {
  const messages = {
    ...area('./messages', locale),
    ...area('../link-lookup/messages', locale),
    ...area('../transcribe/messages', locale),
  };
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages}>
      {element}
    </IntlProvider>,
  );
}

/** The field and the live region as the form wires them: the lookup's texts (useLinkLookup). */
function Field({ lookup, text }: { lookup: LinkLookup; text: string }) {
  const { problem } = lookupTexts(useLinkLookupT(), lookup);
  return (
    <LinkSource
      text={text}
      lookup={lookup}
      problem={problem}
      onEdit={() => undefined}
      onCheck={() => undefined}
    />
  );
}

function Status({ lookup, phase }: { lookup: LinkLookup; phase: StartPhase }) {
  const { status } = lookupTexts(useLinkLookupT(), lookup);
  return <LinkStatus lookup={lookup} status={status} phase={phase} />;
}

/** The field holding `text`, its lookup in the given state. */
function field(lookup: LinkLookup, text = 'https://www.youtube.com/watch?v=abc') {
  return <Field lookup={lookup} text={text} />;
}

const talk = linkInfo();
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const statusOf = (html: string) => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('the choice of a file or a link', () => {
  it('is a radio group under its legend, with the chosen source checked', () => {
    const html = render(<SourceChoice value="link" onChange={() => undefined} />);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>What to transcribe<\/legend>/);
    expect([...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]).toHaveLength(2);
    const checked = [...html.matchAll(/<input[^>]*checked=""[^>]*>/g)].map((match) => match[0]);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="link"');
    expect(textOf(html)).toContain('A file');
    expect(textOf(html)).toContain('A link');
  });
});

describe('the link field', () => {
  it('is a labelled url field with its hint and a button to check the link', () => {
    const html = render(field({ status: 'idle' }, ''));
    const id = /<label for="([^"]+)"[^>]*>Link to a video or audio<\/label>/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toMatch(new RegExp(`<input[^>]*id="${id}"[^>]*type="url"`));
    expect(textOf(html)).toContain('YouTube, TikTok, X, Facebook or Instagram');
    expect(html).toMatch(/<button type="button"[^>]*>Check the link<\/button>/);
    expect(html).not.toContain('aria-invalid');
  });

  it.each([
    ['empty', 'Paste the link to a video or audio first.'],
    ['notLink', 'This is not a web address. Paste a link that starts with https://.'],
    ['tooLong', 'This link is too long. Paste the address of the video page itself.'],
  ] as const)('says what is wrong with a %s text, tied to the field', (problem, message) => {
    const html = render(field({ status: 'invalid', problem }, 'x'));
    const errorId = new RegExp(`<p id="([^"]+)"[^>]*>${message}</p>`).exec(html)?.[1];
    expect(errorId).toBeDefined();
    expect(html).toMatch(
      new RegExp(`<input[^>]*aria-describedby="[^"]*${errorId}"[^>]*aria-invalid="true"`),
    );
  });

  it('shows what the site says of a found link: thumbnail (with its text), title, site, length', () => {
    const html = render(field({ status: 'found', url: talk.url, link: talk }));
    expect(html).toMatch(/<section[^>]*aria-label="Linked media"/);
    expect(html).toMatch(
      /<img[^>]*src="https:\/\/i.ytimg.com\/vi\/abc\/hq.jpg"[^>]*alt="Thumbnail of “A talk”"/,
    );
    const text = textOf(html);
    expect(text).toContain('Title A talk');
    expect(text).toContain('Site YouTube');
    expect(text).toContain('Length 2:05');
    expect(text).not.toContain('live stream');
  });

  it('says when the site gives no length, names a direct link, and warns of a live stream', () => {
    const direct = linkInfo({ site: 'direct', duration: null, thumbnail_url: null, is_live: true });
    const html = render(field({ status: 'found', url: direct.url, link: direct }), 'de-DE');
    expect(html).not.toContain('<img');
    const text = textOf(html);
    expect(text).toContain('Website Direkter Link');
    expect(text).toContain('Länge Von der Website nicht angegeben');
    expect(text).toContain('Das ist ein Livestream');
  });
});

describe('what the live region says', () => {
  const status = (lookup: LinkLookup, phase: StartPhase = 'choose', locale: Locale = 'en-US') =>
    statusOf(render(<Status lookup={lookup} phase={phase} />, locale));
  const url = talk.url;

  it.each([
    [{ status: 'idle' } as const, 'choose', ''],
    [{ status: 'checking', url } as const, 'choose', 'Checking the link…'],
    [{ status: 'found', url, link: talk } as const, 'choose', 'Link found: A talk.'],
    [
      { status: 'failed', url, message: 'No video or audio was found at this link.' } as const,
      'choose',
      'The link could not be used. No video or audio was found at this link.',
    ],
    [
      { status: 'failed', url, message: undefined } as const,
      'choose',
      'The link could not be used. Captio did not answer. Check your connection and try again.',
    ],
    [
      { status: 'found', url, link: talk } as const,
      'creating',
      'Starting the transcription of the link…',
    ],
    [
      { status: 'found', url, link: talk } as const,
      'done',
      'Transcription started. Opening its result…',
    ],
  ] as const)('%j while %s: “%s”', (lookup, phase, expected) => {
    expect(status(lookup, phase)).toBe(expected);
  });

  it('speaks the page’s language', () => {
    expect(status({ status: 'checking', url }, 'choose', 'ja-JP')).toBe('リンクを確認しています…');
  });
});
