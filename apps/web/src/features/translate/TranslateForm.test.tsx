import { readFileSync } from 'node:fs';
import { loadMessages } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '../../state/stores.js';
import { testStores } from '../../testing/stores.js';
import { TranslateForm, type TranslateFormProps, TranslateTools } from './TranslateForm.js';

function area(path: string, locale: Locale): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`${path}/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

/** What the server renders (and the browser's first render shows), with the page's catalogs. */
async function render(element: React.ReactElement, locale: Locale = 'en-US') {
  const messages = {
    ...(await loadMessages(locale)),
    ...area('../landing/messages', locale),
    ...area('../transcribe/messages', locale),
    ...area('./messages', locale),
  };
  return renderToStaticMarkup(
    <StoresProvider stores={testStores({ locale }, {}, {})}>
      <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
        {element}
      </IntlProvider>
    </StoresProvider>,
  );
}

const form = (props: Partial<TranslateFormProps>, locale: Locale = 'en-US') =>
  render(
    <TranslateForm
      label="Video translator"
      locale={locale}
      kind="media"
      returnTo="/video-translator"
      {...props}
    />,
    locale,
  );

/** The options of the select named `name`, and which is selected. */
function select(html: string, name: string) {
  const body = html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`))?.[1] ?? '';
  const options = [...body.matchAll(/<option value="([^"]*)"( selected="")?[^>]*>([^<]*)</g)];
  return {
    codes: options.map((m) => m[1]),
    selected: options.find((m) => m[2])?.[1],
    labelOf: (code: string) => options.find((m) => m[1] === code)?.[3],
  };
}

describe('the recording translator', () => {
  it('is the transcription form with the language to translate into, the page’s pair chosen', async () => {
    const html = await form({ from: 'en', to: 'es' });
    expect(html).toMatch(/<form[^>]*aria-label="Video translator"/);
    expect(html).toMatch(/<input type="file"[^>]*accept="audio\/\*,video\/\*/);
    expect(html).toContain('Language of the recording');
    expect(html).toContain('Translate into');
    expect(select(html, 'language').selected).toBe('en-US');
    expect(select(html, 'target_language').selected).toBe('es');
    expect(html).toMatch(/<button type="submit"[^>]*>Translate<\/button>/);
  });

  it('starts on a target other than the recording’s language, named in the reader’s language', async () => {
    const html = await form({}, 'de-DE');
    const target = select(html, 'target_language');
    expect(target.selected).toBe('en');
    expect(target.labelOf('en')).toBe('Englisch');
    expect(html).toContain('Übersetzen in');
  });
});

describe('the subtitle translator', () => {
  it('takes a subtitle file or pasted text, its language and the one to translate into', async () => {
    const html = await form({ kind: 'subtitle', from: 'en', to: 'es' });
    expect(html).toMatch(/<form[^>]*aria-label="Video translator"/);
    expect(html).toMatch(/<input type="file"[^>]*accept="\.srt,\.vtt/);
    expect(html).toContain('<legend');
    expect(html).toMatch(/<input type="radio"[^>]*checked="" value="file"/);
    expect(html).toMatch(/<input type="radio"[^>]*value="text"/);
    expect(select(html, 'source_language').selected).toBe('en');
    expect(select(html, 'target_language').selected).toBe('es');
    expect(html).toContain('1 credit per started minute');
    // Progress and failures are said in live regions; no downloads before a translation.
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Download the translation');
  });

  it('speaks the page’s language', async () => {
    const html = await form({ kind: 'subtitle', from: 'es', to: 'pt' }, 'fr-FR');
    expect(html).toContain('Langue des sous-titres');
    expect(select(html, 'target_language').labelOf('pt')).toBe('portugais');
  });
});

describe('the translation service’s tools', () => {
  it('offers a recording first, and a subtitle file', async () => {
    const html = await render(
      <TranslateTools label="Translation" locale="en-US" returnTo="/services/translate" />,
    );
    expect(html).toContain('What to translate');
    expect(html).toMatch(/<input type="radio"[^>]*checked="" value="media"/);
    expect(html).toMatch(/<input type="radio"[^>]*value="subtitle"/);
    expect(html).toMatch(/accept="audio\/\*,video\/\*/);
  });
});
