import {
  DEFAULT_LOCALE,
  isLocalized,
  LOCALES,
  stripLocale,
  withLocale,
  type Locale,
} from '@captio/routing-rules';
import type { PageHead } from './page-module.js';

export interface HeadInput {
  head: PageHead;
  locale: Locale;
  /** The page's canonical path, locale prefix included (no query, no hash). */
  path: string;
  /** The public origin, e.g. https://captio.example (no trailing slash). */
  origin: string;
  siteName: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values as HTML writes them: nothing in a title can open a tag. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Open Graph spells locales with an underscore (en_US). */
function ogLocale(locale: Locale): string {
  return locale.replace('-', '_');
}

/** The same page in every interface locale, for hreflang and the sitemap. */
export function alternates(path: string): { locale: Locale; path: string }[] {
  const bare = stripLocale(path).path;
  if (!isLocalized(bare)) return [];
  return LOCALES.map((locale) => ({ locale, path: withLocale(bare, locale) }));
}

/**
 * The head tags of a server-rendered page: title, description, canonical URL, one hreflang
 * alternate per locale plus x-default (the unprefixed English page), and Open Graph and card
 * tags so that a shared link shows the page's own title and summary.
 */
export function headTags({ head, locale, path, origin, siteName }: HeadInput): string {
  const url = origin + path;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    const others = alternates(path);
    for (const alternate of others) {
      tags.push(
        `<link rel="alternate" hreflang="${alternate.locale}" href="${escapeHtml(origin + alternate.path)}" />`,
      );
    }
    const fallback = others.find((alternate) => alternate.locale === DEFAULT_LOCALE);
    if (fallback) {
      tags.push(
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + fallback.path)}" />`,
      );
    }
  }
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${ogLocale(locale)}" />`,
    ...alternates(path)
      .filter((other) => other.locale !== locale)
      .map(
        (other) => `<meta property="og:locale:alternate" content="${ogLocale(other.locale)}" />`,
      ),
    `<meta name="twitter:card" content="summary" />`,
  );
  return tags.join('\n    ');
}
