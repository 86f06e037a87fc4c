import { readFileSync } from 'node:fs';
import { userData } from '@captio/api-client/testing';
import type { Locale } from '@captio/routing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../state/session-store.js';
import { StoresProvider } from '../../state/stores.js';
import { testStores } from '../../testing/stores.js';
import { SubtitleTranslationPrice } from './SubtitleTranslationPrice.js';

function render(session: Partial<SessionState>, spanMs: number | undefined, locale: Locale) {
  const messages = JSON.parse(
    readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  return renderToStaticMarkup(
    <StoresProvider stores={testStores({ locale }, {}, session)}>
      <IntlProvider locale={locale} messages={messages}>
        <SubtitleTranslationPrice locale={locale} spanMs={spanMs} />
      </IntlProvider>
    </StoresProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const free = { user: userData({ level: 0 }), point: 40 };

describe('what a subtitle translation takes, said before it starts', () => {
  it.each<[string, Partial<SessionState>, number | undefined, Locale, string]>([
    [
      'a visitor',
      {},
      90_000,
      'en-US',
      'A translation costs 1 credit per started minute of the subtitles. Without an account, it counts as one of your free uses.',
    ],
    [
      'a free user, 30 s of subtitles an hour into the file',
      free,
      30_000,
      'en-US',
      'Translating this file costs 1 credit: 1 per started minute of its subtitles. Your credits: 40',
    ],
    [
      'a free user, before the file is read',
      free,
      undefined,
      'en-US',
      'A translation costs 1 credit per started minute of the subtitles. Your credits: 40',
    ],
    [
      'a user short of credits, in Russian',
      { user: userData({ level: 1 }), point: 2 },
      4 * 60_000 + 1,
      'ru-RU',
      'Перевод этого файла стоит 5 кредитов: 1 за каждую начатую минуту его субтитров. Ваши кредиты: 2 Купить кредиты',
    ],
    [
      'the unlimited level',
      { user: userData({ level: 2 }), point: 0 },
      600_000,
      'en-US',
      'Translations are included in your plan.',
    ],
  ])('tells %s', (_who, session, spanMs, locale, said) => {
    expect(text(render(session, spanMs, locale))).toBe(said);
  });

  it('links a user short of credits to the pricing page of their language', () => {
    const html = render({ user: userData({ level: 1 }), point: 0 }, 60_000, 'de-DE');
    expect(html).toMatch(/<a[^>]*href="\/de-DE\/pricing"[^>]*>Credits kaufen<\/a>/);
    expect(render(free, 60_000, 'en-US')).not.toContain('<a');
  });
});
