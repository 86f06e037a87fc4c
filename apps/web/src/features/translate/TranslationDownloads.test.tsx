import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { SubtitleFormat } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { firstFormat, translationHref } from './export-choices.js';
import { TranslationDownloads } from './TranslationDownloads.js';

const ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const messages = JSON.parse(
  readFileSync(new URL('./messages/en-US.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const render = (level: number | undefined, sentFormat?: SubtitleFormat) =>
  renderToStaticMarkup(
    <IntlProvider locale="en-US" messages={messages}>
      <TranslationDownloads translationId={ID} level={level} sentFormat={sentFormat} />
    </IntlProvider>,
  );

/** The links of the markup: their text and address (entities decoded). */
const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)" download=""[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    text: m[2],
    href: m[1]?.replaceAll('&amp;', '&'),
  }));

describe('the downloads of a translated file', () => {
  it('offer the translation alone and bilingual (two lines per cue), as SRT first', () => {
    const html = render(undefined);
    expect(html).toMatch(/<h2[^>]*tabindex="-1"[^>]*>Your translation is ready<\/h2>/);
    expect(links(html)).toEqual([
      {
        text: 'Download the translation as SRT',
        href: `/api/translations/${ID}/export?format=srt&content=translation&locale=en-US`,
      },
      {
        text: 'Download bilingual subtitles as SRT',
        href: `/api/translations/${ID}/export?format=srt&content=bilingual&bilingual_layout=lines&locale=en-US`,
      },
    ]);
    // No layout to choose in SRT: it holds lines only.
    expect(html).not.toContain('Bilingual layout');
  });

  it('offer every subtitle format and a Word document', () => {
    const formats = [...render(undefined).matchAll(/<option value="([a-z]+)"[^>]*>([^<]*)</g)];
    expect(formats.map((m) => m[2])).toEqual([
      'SRT',
      'VTT',
      'ASS (paid plans)',
      'TXT',
      'LRC',
      'MD',
      'CSV',
      'PDF',
      'WORD',
    ]);
  });

  it.each([
    ['a WebVTT file', 'vtt', undefined, 'vtt'],
    ['an LRC file', 'lrc', 0, 'lrc'],
    ['an ASS script, for a paid plan', 'ass', 1, 'ass'],
    ['an SSA script, for a paid plan (written as ASS)', 'ssa', 1, 'ass'],
    ['an ASS script, for a free plan', 'ass', 0, 'srt'],
    ['a TTML file, which downloads offer in no format of its own', 'ttml', 1, 'srt'],
    ['a file of a format not known', undefined, 1, 'srt'],
  ] as const)('offer %s first in its own format', (_name, sent, level, first) => {
    expect(firstFormat(sent, level)).toBe(first);
    const html = render(level, sent);
    expect(html).toContain(`<option value="${first}" selected="">`);
    expect(links(html)[0]?.href).toContain(`format=${first}&`);
  });

  it('leave ASS to paid plans', () => {
    expect(render(0)).toMatch(/<option value="ass" disabled="">ASS \(paid plans\)<\/option>/);
    expect(render(1)).toMatch(/<option value="ass">ASS<\/option>/);
  });

  it('ask for two tracks in ASS only, the one format that holds them', () => {
    expect(translationHref(ID, 'ass', 'bilingual', 'tracks')).toBe(
      `/api/translations/${ID}/export?format=ass&content=bilingual&bilingual_layout=tracks`,
    );
    expect(translationHref(ID, 'vtt', 'bilingual', 'tracks')).toBe(
      `/api/translations/${ID}/export?format=vtt&content=bilingual&bilingual_layout=lines`,
    );
    expect(translationHref(ID, 'docx', 'bilingual')).toBe(
      `/api/translations/${ID}/export?format=docx&content=bilingual&kind=document&bilingual_layout=lines`,
    );
    expect(translationHref(ID, 'ass', 'translation', 'tracks')).toBe(
      `/api/translations/${ID}/export?format=ass&content=translation`,
    );
  });
});
