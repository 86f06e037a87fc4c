import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { LOCALES, type Locale } from '@captio/routing-rules';
import type { SubtitleFormat } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OUTPUT,
  type OutputChoice,
} from '../../../features/subtitle-files/output-options.js';
import { OutputOptionsFields } from './OutputOptionsFields.js';

function textsOf(locale: Locale): Record<string, string> {
  const file = new URL(`../messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

function render(locale: Locale, format: SubtitleFormat, choice: OutputChoice = DEFAULT_OUTPUT) {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={textsOf(locale)}>
      <OutputOptionsFields format={format} choice={choice} onChange={() => undefined} />
    </IntlProvider>,
  );
}

/** The labels of the radio buttons, in order, each with whether it is the one chosen. */
function radios(html: string): [string, boolean][] {
  return [...html.matchAll(/<input ([^>]*)\/?>\s*<label[^>]*>([^<]*)<\/label>/g)].map((match) => [
    match[2] ?? '',
    /\schecked=""/.test(match[1] ?? ''),
  ]);
}

/** What an HTML text node shows of a message (renderToStaticMarkup escapes these). */
const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe.each(LOCALES)('the output options in %s', (locale) => {
  const t = textsOf(locale);
  const label = (key: string) => asHtml(t[`subtitleTools.output.${key}`] ?? key);

  it('offer three encodings and two line endings under their legends, UTF-8 and LF chosen', () => {
    const html = render(locale, 'srt');
    expect(html).toContain(`<legend>${label('encoding')}</legend>`);
    expect(html).toContain(`<legend>${label('lineEnding')}</legend>`);
    expect(radios(html)).toEqual([
      [label('utf8'), true],
      [label('utf8Bom'), false],
      [label('utf16le'), false],
      [label('lf'), true],
      [label('crlf'), false],
    ]);
    expect(html).not.toContain(label('vttUtf8'));
  });

  it('show the choice made', () => {
    const html = render(locale, 'ass', { encoding: 'utf-16le', lineEnding: 'crlf' });
    expect(radios(html).filter(([, checked]) => checked)).toEqual([
      [label('utf16le'), true],
      [label('crlf'), true],
    ]);
  });

  it('for WebVTT, offer UTF-8 only and say why', () => {
    const html = render(locale, 'vtt', { encoding: 'utf-16le', lineEnding: 'lf' });
    expect(radios(html).slice(0, 2)).toEqual([
      [label('utf8'), true],
      [label('utf8Bom'), false],
    ]);
    expect(html).not.toContain(label('utf16le'));
    expect(html).toContain(label('vttUtf8'));
  });
});
