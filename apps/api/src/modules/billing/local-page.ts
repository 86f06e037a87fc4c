import { createHash } from 'node:crypto';
import type { LocaleCode } from '@captio/api-client';
import { translate } from '../../i18n/locale.js';
import { billingMessages } from './messages.js';
import { escapeHtml } from '../../http/escape-html.js';
import { plainPage } from '../../http/plain-page.js';

/** The one stylesheet of the local checkout pages; the CSP allows exactly it, and no script. */
const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; display: grid; min-height: 100vh; place-items: center; background: Canvas; color: CanvasText; }
main { width: min(26rem, 100% - 2rem); padding: 1.5rem; border: 1px solid GrayText; border-radius: 0.75rem; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.25rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.actions { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.4rem; border: 0; border-radius: 0.5rem; background: #1d4ed8; color: #fff; cursor: pointer; }
button:hover { background: #1e40af; }
a { color: LinkText; }
button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.note { font-size: 0.875rem; margin: 1.25rem 0 0; }
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Headers of every local checkout page: no caching, no scripts, no framing, forms to us only. */
export function pageHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'sha256-${STYLE_HASH}'`,
      // The form posts here, then redirects to the product's own address.
      `form-action 'self' ${new URL(publicUrl).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
}

function layout(locale: LocaleCode, body: string): string {
  const title = escapeHtml(translate(billingMessages.pageTitle, locale));
  return plainPage({ locale, title, style: STYLE, body });
}

export interface CheckoutPage {
  locale: LocaleCode;
  transactionId: string;
  planName: string;
  /** Already formatted for the locale: 9,99 €. */
  price: string;
  /** The session's CSRF token, posted back with the form. */
  csrfToken: string;
  cancelUrl: string;
}

/** The local checkout: what is bought, for how much, a Pay button and a way out. */
export function renderCheckoutPage(page: CheckoutPage): string {
  const t = (text: keyof typeof billingMessages, values?: Record<string, string>) =>
    escapeHtml(translate(billingMessages[text], page.locale, values));
  const action = `/api/pay/local/${encodeURIComponent(page.transactionId)}/complete?locale=${page.locale}`;
  return layout(
    page.locale,
    `<dl>
<dt>${t('planLabel')}</dt><dd>${escapeHtml(page.planName)}</dd>
<dt>${t('priceLabel')}</dt><dd>${escapeHtml(page.price)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}" class="actions">
<input type="hidden" name="csrftoken" value="${escapeHtml(page.csrfToken)}">
<button type="submit">${t('payButton', { price: page.price })}</button>
<a href="${escapeHtml(page.cancelUrl)}">${t('cancelLink')}</a>
</form>
<p class="note">${t('localNotice')}</p>`,
  );
}

/** A page that says one thing (an error, or that the payment is done) and links onwards. */
export function renderMessagePage(
  locale: LocaleCode,
  message: string,
  link: { href: string; text: string },
): string {
  return layout(
    locale,
    `<p role="status">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
}
