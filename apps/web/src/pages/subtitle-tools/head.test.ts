import { loadMessages } from '@captio/i18n';
import { LOCALES, type Locale } from '@captio/routing-rules';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../app/document-head.js';
import type { PageModule, PageRoute } from '../../app/page-module.js';
import { page as convertPage } from './convert-page.js';
import { page as mergePage } from './merge-page.js';

async function headOf(module: PageModule, route: PageRoute) {
  const [shell, texts] = await Promise.all([
    loadMessages(route.locale),
    module.catalog?.load(route.locale),
  ]);
  return pageHead({ route, module, messages: { ...shell, ...texts } });
}

function route(locale: Locale, name: PageRoute['name'], params: Record<string, string>): PageRoute {
  return { name, params, locale, path: '/', search: '' };
}

describe('head of the subtitle tools', () => {
  it.each([
    ['en-US', 'Convert SRT to VTT online · Captio'],
    ['fr-FR', 'Convertir SRT en VTT en ligne · Captio'],
    ['de-DE', 'SRT online in VTT umwandeln · Captio'],
    ['zh-CN', '在线将 SRT 转换为 VTT · Captio'],
  ] as const)('%s: the converter is titled %s', async (locale, title) => {
    const head = await headOf(
      convertPage,
      route(locale, 'convert-t1-to-t2', { t1: 'srt', t2: 'vtt' }),
    );
    expect(head.title).toBe(title);
  });

  it.each(LOCALES)('%s: every pair has its own title and description', async (locale) => {
    const ass = await headOf(
      convertPage,
      route(locale, 'convert-t1-to-t2', { t1: 'ass', t2: 'lrc' }),
    );
    const csv = await headOf(
      convertPage,
      route(locale, 'convert-t1-to-t2', { t1: 'csv', t2: 'md' }),
    );
    expect(ass.title).toMatch(/ASS.*LRC/);
    expect(ass.description).toMatch(/ASS.*LRC/);
    expect(csv.title).not.toBe(ass.title);
    expect(ass.noindex).toBeUndefined();
    const merge = await headOf(mergePage, route(locale, 'merge-subtitles', {}));
    expect(merge.title.length).toBeGreaterThan(5);
    expect(merge.description.length).toBeGreaterThan(40);
  });

  it.each(LOCALES)(
    '%s: the converter and the merger are titled with the brand, as the other tools are',
    async (locale) => {
      const convert = await headOf(
        convertPage,
        route(locale, 'convert-t1-to-t2', { t1: 'srt', t2: 'vtt' }),
      );
      const merge = await headOf(mergePage, route(locale, 'merge-subtitles', {}));
      for (const head of [convert, merge]) {
        expect(head.title).toMatch(/ · Captio$/);
        expect(head.title).not.toMatch(/Captio.*Captio/);
      }
    },
  );
});
