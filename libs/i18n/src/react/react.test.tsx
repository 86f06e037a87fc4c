import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { loadMessages } from '../lib/catalog.js';
import type { Locale } from '../lib/locales.js';
import { planLabel } from '../lib/labels.js';
import { useFormat } from './format-hook.js';
import { useLocale, useT } from './hooks.js';
import { I18nProvider } from './I18nProvider.js';

// Waits for every suspended part, as a server render or a hydrated page would.
async function renderAll(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  // Without React's markers for Suspense boundaries and text joins.
  return (await new Response(prelude).text()).replace(/<!--.*?-->/g, '');
}

function CookieBanner() {
  const t = useT();
  return <p>{`${t('cookie.title')} | ${t('cookie.ok')}`}</p>;
}

describe('I18nProvider', () => {
  test('renders at once with a catalog it is given', async () => {
    const messages = await loadMessages('de-DE');
    const html = renderToStaticMarkup(
      <I18nProvider locale="de-DE" messages={messages}>
        <CookieBanner />
      </I18nProvider>,
    );
    expect(html).toBe('<p>Ihre Privatsphäre ist uns wichtig | Akzeptieren</p>');
  });

  test.each([
    ['en-US', 'We value your privacy | Accept'],
    ['ja-JP', 'お客様のプライバシーを大切にしています | 同意する'],
    ['zh-TW', '我們重視您的隱私 | 接受'],
    ['ru-RU', 'Мы ценим вашу конфиденциальность | Принять'],
  ] as const)('loads the %s catalog lazily, then renders', async (locale, text) => {
    const html = await renderAll(
      <I18nProvider locale={locale} fallback={<p>…</p>}>
        <CookieBanner />
      </I18nProvider>,
    );
    expect(html).toBe(`<p>${text}</p>`);
  });

  test('shows the fallback while the catalog loads', () => {
    // A synchronous render cannot wait: what is on screen before the chunk arrives.
    const html = renderToStaticMarkup(
      <I18nProvider locale="ko-KR" fallback={<span>loading</span>}>
        <CookieBanner />
      </I18nProvider>,
    );
    expect(html).toBe('<span>loading</span>');
  });
});

describe('hooks', () => {
  function Probe({ now }: { now: Date }) {
    const t = useT();
    const locale = useLocale();
    const f = useFormat();
    const rows = [
      locale,
      f.locale,
      t('error.pageNotFound', { path: '/x' }),
      t(planLabel({ level: 0 })),
      t('cloud.drawer.fileCount', { count: 3 }),
      f.t('cookie.ok'),
      f.mb(12_345_678),
      f.gb(1.5 * 1024 ** 3),
      f.fileTime(new Date(2025, 4, 7, 9, 3)),
      f.date(new Date(2025, 4, 7), 'LL'),
      f.relativeTime(new Date(now.getTime() - 5 * 60_000), now),
      f.number(1234.5),
    ];
    return <>{rows.join('\n')}</>;
  }

  const render = async (locale: Locale) =>
    renderToStaticMarkup(
      <I18nProvider locale={locale} messages={await loadMessages(locale)}>
        <Probe now={new Date(2025, 4, 7, 12)} />
      </I18nProvider>,
    )
      .replace(/&#x27;/g, "'")
      .replace(/\s/g, (c) => (c === '\n' ? c : ' '))
      .split('\n');

  test('English', async () => {
    expect(await render('en-US')).toEqual([
      'en-US',
      'en-US',
      'Page not found: /x',
      'No active plan',
      '3 files',
      'Accept',
      '11.77 MB',
      '1.50 GB',
      '2025-05-07 09:03',
      'May 7, 2025',
      '5 minutes ago',
      '1,234.5',
    ]);
  });

  test('French', async () => {
    expect(await render('fr-FR')).toEqual([
      'fr-FR',
      'fr-FR',
      'Page introuvable : /x',
      'Aucun forfait actif',
      '3 fichiers',
      'Accepter',
      '11,77 Mo',
      '1,50 Go',
      '2025-05-07 09:03',
      '7 mai 2025',
      'il y a 5 minutes',
      '1 234,5',
    ]);
  });

  test('Russian', async () => {
    const rows = await render('ru-RU');
    expect(rows.slice(2, 7)).toEqual([
      'Страница не найдена: /x',
      'Нет активного тарифа',
      '3 файла',
      'Принять',
      '11,77 МБ',
    ]);
    expect(rows[10]).toBe('5 минут назад');
  });
});
