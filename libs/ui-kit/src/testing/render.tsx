// Test support for the kit's unit tests (node, no DOM): markup rendered inside the providers
// the app puts around the kit, with the real catalogs.
import { I18nProvider } from '@captio/i18n/react';
import type { Locale, Messages } from '@captio/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import deDE from '@captio/i18n/messages/de-DE.json' with { type: 'json' };
import enUS from '@captio/i18n/messages/en-US.json' with { type: 'json' };
import esES from '@captio/i18n/messages/es-ES.json' with { type: 'json' };
import frFR from '@captio/i18n/messages/fr-FR.json' with { type: 'json' };
import itIT from '@captio/i18n/messages/it-IT.json' with { type: 'json' };
import jaJP from '@captio/i18n/messages/ja-JP.json' with { type: 'json' };
import koKR from '@captio/i18n/messages/ko-KR.json' with { type: 'json' };
import ptPT from '@captio/i18n/messages/pt-PT.json' with { type: 'json' };
import ruRU from '@captio/i18n/messages/ru-RU.json' with { type: 'json' };
import zhCN from '@captio/i18n/messages/zh-CN.json' with { type: 'json' };
import zhTW from '@captio/i18n/messages/zh-TW.json' with { type: 'json' };
import { LinkProvider } from '../lib/Link/LinkProvider.js';

export const CATALOGS: Record<Locale, Messages> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'es-ES': esES,
  'pt-PT': ptPT,
  'fr-FR': frFR,
  'de-DE': deDE,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'ru-RU': ruRU,
};

/** Static markup of an element in a locale (default en-US), with localized links. */
export function renderMarkup(element: ReactElement, locale: Locale = 'en-US'): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale} messages={CATALOGS[locale]} timeZone="UTC">
      <LinkProvider locale={locale}>{element}</LinkProvider>
    </I18nProvider>,
  );
}
