import type { LocaleCode } from '@captio/api-client';
import { createTranslator, loadMessages } from '@captio/i18n';
import { DEFAULT_LOCALE } from '../i18n/locale.js';
import { escapeHtml } from './escape-html.js';
import { plainPage } from './plain-page.js';

/**
 * The error page when the web app's renderer itself failed (its own error page could not be
 * rendered either): a plain document in the reader's locale, with the error page's title,
 * generic message and home link, written from the shared catalog. It never shows the error.
 */
export async function renderFailurePage(locale: LocaleCode): Promise<string> {
  const t = createTranslator(locale, await loadMessages(locale));
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
  const title = escapeHtml(t('error.title', { status: 500 }));
  return plainPage({
    locale,
    title,
    documentTitle: `${title} · Captio`,
    body: [
      `<p>${escapeHtml(t('error.generic'))}</p>`,
      `<p><a href="${home}">${escapeHtml(t('error.backHome'))}</a></p>`,
    ].join('\n'),
  });
}
