import type { TranscriptResult } from '@captio/api-client';
import { loadMessages } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { testTranscriptResult } from '../../testing/transcript.js';
import { ArticlePanel } from './ArticlePanel.js';

const SUMMARY = 'The payment team still has three open bugs. They will be fixed by Wednesday.';
const NOTES =
  '0:05 The payment team still has three open bugs.\n0:12 They will be fixed by Wednesday.';

/** What ots writes: a summary and show notes, labelled extractive. */
const EXTRACTIVE: Partial<TranscriptResult> = {
  file_summarize: SUMMARY,
  Show_Notes: NOTES,
  article_engine: { id: 'ots', name: 'Open Text Summarizer', quality: 'extractive' },
};

/** What a language model writes: every text. */
const GENERATIVE: Partial<TranscriptResult> = {
  file_summarize: 'A short meeting about payment bugs.',
  Blog_Post: 'Fixing payments\n\nThe team met on Monday.\n\nThree bugs remain.',
  Show_Notes: '0:05 Payment bugs',
  Social_Media: 'Payment bugs fixed by Wednesday! #release',
  Meetings_Minutes: 'Decisions\n- Fix bugs by Wednesday',
  article_engine: { id: 'openai-compatible', name: 'OpenAI-compatible', quality: 'generative' },
};

async function panelHtml(overrides: Partial<TranscriptResult>, locale: Locale = 'en-US') {
  const pageMessages = (await import(`./messages/${locale}.json`)) as {
    default: Record<string, string>;
  };
  const messages = { ...(await loadMessages(locale)), ...pageMessages.default };
  const html = renderToString(
    <IntlProvider locale={locale} messages={messages}>
      <ArticlePanel result={testTranscriptResult(overrides)} />
    </IntlProvider>,
  );
  // React marks where two text nodes meet with an empty comment; a reader sees one sentence.
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
}

/** The texts of the h3 headings, in order. */
const headings = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);

describe('the article panel', () => {
  test('is absent for a transcript without an article', async () => {
    expect(await panelHtml({})).toBe('');
  });

  test.each([
    {
      name: 'an extractive article (ots)',
      overrides: EXTRACTIVE,
      headings: ['Summary', 'Show notes'],
      note: 'Written by Open Text Summarizer. Extractive: these are sentences picked from the transcript as they were said, not rewritten.',
      missing: 'Not written by this engine: Meeting minutes, Blog post, and Social media post.',
      texts: [
        SUMMARY,
        '0:05 The payment team still has three open bugs.\n0:12 They will be fixed by Wednesday.',
      ],
    },
    {
      name: 'a generative article (a language model)',
      overrides: GENERATIVE,
      headings: ['Summary', 'Show notes', 'Meeting minutes', 'Blog post', 'Social media post'],
      note: 'Written by OpenAI-compatible. These texts are new writing by a language model, based on the transcript: check names and facts before you publish.',
      missing: undefined,
      texts: ['<p>Fixing payments</p><p>The team met on Monday.</p><p>Three bugs remain.</p>'],
    },
  ])('shows $name under its headings, each copyable', async (row) => {
    const html = await panelHtml(row.overrides);
    expect(html).toMatch(/<h2 id="result-article-heading">Article<\/h2>/);
    expect(html).toContain(row.note);
    expect(headings(html)).toEqual(row.headings);
    for (const text of row.texts) expect(html).toContain(text);
    // One copy button per text, described by its heading; a live region says what happened.
    const buttons = [
      ...html.matchAll(/<button[^>]*aria-describedby="([^"]+)"[^>]*>Copy<\/button>/g),
    ];
    expect(buttons).toHaveLength(row.headings.length);
    for (const [, id] of buttons) expect(html).toContain(`<h3 id="${id}">`);
    expect(html.match(/role="status"/g)).toHaveLength(row.headings.length);
    if (row.missing) expect(html).toContain(row.missing);
    else expect(html).not.toContain('Not written by this engine');
  });

  test.each([
    ['de-DE', 'Zusammenfassung', 'Extraktiv:', 'Kopieren'],
    ['ja-JP', '要約', '抽出型', 'コピー'],
    ['fr-FR', 'Résumé', 'Extractif', 'Copier'],
  ] as const)('speaks %s', async (locale, summary, extractive, copy) => {
    const html = await panelHtml(EXTRACTIVE, locale);
    expect(headings(html)[0]).toBe(summary);
    expect(html).toContain(extractive);
    expect(html).toContain(`>${copy}</button>`);
  });
});
