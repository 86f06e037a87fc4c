import { readFileSync } from 'node:fs';
import { userData } from '@captio/api-client/testing';
import { loadMessages } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../state/session-store.js';
import { StoresProvider } from '../../state/stores.js';
import { testStores } from '../../testing/stores.js';
import type { TaskModeName } from './start-store.js';
import { TranscribeStart, type TranscribeStartProps } from './TranscribeStart.js';
import { TranscriptionPrice } from './TranscriptionPrice.js';

function area(path: string, locale: Locale): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`${path}/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

/** The form as the first render shows it (the server's, and the browser's before effects). */
async function render(
  session: Partial<SessionState>,
  props: Partial<TranscribeStartProps> = {},
  locale: Locale = 'en-US',
) {
  const messages = {
    ...(await loadMessages(locale)),
    ...area('../landing/messages', locale),
    ...area('../link-source/messages', locale),
    ...area('../link-lookup/messages', locale),
    ...area('./messages', locale),
  };
  return renderToStaticMarkup(
    <StoresProvider stores={testStores({ locale }, {}, session)}>
      <IntlProvider locale={locale} messages={messages}>
        <TranscribeStart
          label="Transcribe audio to text"
          submitLabel="Transcribe"
          locale={locale}
          returnTo="/transcribe-audio"
          {...props}
        />
      </IntlProvider>
    </StoresProvider>,
  );
}

/** The price line alone, for a file whose length the browser read. */
async function renderPrice(
  session: Partial<SessionState>,
  mode: TaskModeName,
  durationSeconds: number,
  locale: Locale,
) {
  return renderToStaticMarkup(
    <StoresProvider stores={testStores({ locale }, {}, session)}>
      <IntlProvider
        locale={locale}
        messages={{ ...(await loadMessages(locale)), ...area('./messages', locale) }}
      >
        <TranscriptionPrice locale={locale} mode={mode} durationSeconds={durationSeconds} />
      </IntlProvider>
    </StoresProvider>,
  );
}

const options = (html: string) =>
  [...html.matchAll(/<option value="([^"]+)"( selected="")?/g)].map((m) => ({
    code: m[1],
    selected: Boolean(m[2]),
  }));
const selected = (html: string) => options(html).find((option) => option.selected)?.code;

describe('the transcription form', () => {
  it('is a working form: a file input, the language and an enabled button, and no mode to choose for a visitor', async () => {
    const html = await render({});
    expect(html).toMatch(/<form[^>]*aria-label="Transcribe audio to text"/);
    expect(html).toMatch(/<input type="file"[^>]*accept="audio\/\*,video\/\*/);
    expect(html).toContain('Language of the recording');
    // The first render is a visitor's, whose free plan has the basic mode only (offered-modes.ts).
    expect(html).not.toContain('What to make');
    expect(html).toMatch(/<button type="submit"[^>]*>/);
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
    expect(html).not.toContain('not available yet');
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
  });

  it('offers a link instead of a file: a choice of the two, the file chosen first', async () => {
    const html = await render({});
    expect(html).toMatch(/<legend[^>]*>What to transcribe<\/legend>/);
    const sources = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((match) => match[0]);
    expect(sources).toHaveLength(2);
    expect(sources.filter((input) => input.includes('checked=""'))).toEqual([
      expect.stringContaining('value="file"'),
    ]);
    expect(html).not.toContain('Link to a video or audio');
  });

  it.each([
    ['a visitor', {}, false],
    ['a free user', { user: userData({ level: 0 }) }, false],
    [
      'a free user while global_free allows background-music removal',
      {
        user: userData({
          level: 0,
          global_free: { use_type: [], speaker: false, bgm_remove: true },
        }),
      },
      true,
    ],
    ['a VIP', { user: userData({ level: 1 }) }, true],
  ] as const)('offers automatic detection to %s: %s', async (_who, session, offered) => {
    const html = await render(session);
    expect(options(html).some((option) => option.code === 'auto')).toBe(offered);
  });

  it.each([
    ['a visitor', {}, 'Without an account you get 3 free transcriptions.'],
    [
      'a free user',
      {
        user: userData({
          level: 0,
          free_data: { remaining: 1, throttled: false, unlimited: false },
        }),
      },
      'Free transcriptions left: 1 of 3',
    ],
    ['the unlimited level', { user: userData({ level: 2 }) }, 'Unlimited transcriptions'],
    [
      'a VIP',
      { user: userData({ level: 1 }), point: 120 },
      'In this mode a transcription costs 1 credit per started minute of the recording. Your credits: 120',
    ],
    [
      'a free user without free runs left today',
      {
        user: userData({
          level: 0,
          free_data: { remaining: 0, throttled: false, unlimited: false },
        }),
        point: 7,
      },
      'Your free transcriptions for today are used up, so this one is paid with credits. In this mode a transcription costs 1 credit per started minute of the recording. Your credits: 7',
    ],
    ['an API tier', { user: userData({ level: 3 }), point: 0 }, 'Unlimited transcriptions'],
  ] as const)('tells %s what a transcription takes', async (_who, session, text) => {
    expect(await render(session)).toContain(text);
  });

  it.each([
    [
      'en-US',
      'speaker',
      600,
      5,
      'This transcription costs 20 credits (2 credits per started minute). Your credits: 5',
      'Buy credits',
    ],
    [
      'en-US',
      'basic',
      61,
      120,
      'This transcription costs 2 credits (1 credit per started minute). Your credits: 120',
      undefined,
    ],
    [
      'ru-RU',
      'article',
      10,
      3,
      'Эта расшифровка стоит 3 кредита (3 кредита за каждую начатую минуту). Ваши кредиты: 3',
      undefined,
    ],
    [
      'ru-RU',
      'basic',
      300,
      1,
      'Эта расшифровка стоит 5 кредитов (1 кредит за каждую начатую минуту). Ваши кредиты: 1',
      'Купить кредиты',
    ],
  ] as const)(
    'prices a file in %s, %s mode, %d s, against a balance of %d',
    async (locale, mode, seconds, point, text, buy) => {
      const html = await renderPrice(
        { user: userData({ level: 1 }), point },
        mode,
        seconds,
        locale,
      );
      expect(html.replace(/<[^>]+>/g, '')).toBe(buy === undefined ? text : `${text} ${buy}`);
      // Falling short of the price offers credits to buy, on the pricing page of the language.
      const link = /<a[^>]*href="([^"]*)"/.exec(html)?.[1];
      expect(link).toBe(
        buy === undefined ? undefined : locale === 'en-US' ? '/pricing' : `/${locale}/pricing`,
      );
    },
  );

  it.each([
    [{}, 'en-US', 'en-US'],
    [{ language: 'fr' }, 'en-US', 'fr-FR'],
    [{ language: 'yue' }, 'zh-TW', 'yue(oral)'],
    [{}, 'de-DE', 'de'],
  ] as const)('selects the language of the page %o in %s', async (props, locale, code) => {
    expect(selected(await render({}, props, locale))).toBe(code);
  });

  it('asks a subtitle generator for its format and offers no article', async () => {
    const html = await render({}, { modes: ['basic', 'speaker'], exportFormat: 'vtt' });
    expect(html).toContain('Subtitle format');
    expect(html).toMatch(/<option value="vtt" selected="">VTT<\/option>/);
    expect(html).not.toContain('value="article"');
  });
});
