import {
  DEFAULT_LOCALE,
  GENERATOR_FORMATS,
  LOCALES,
  OUTPUT_FORMATS,
  pathTo,
  SNS_SITES,
  SPOKEN_LANGUAGES,
  SUBTITLE_FORMATS,
  TEXT_CONVERTER_MEDIA,
  TRANSLATOR_MEDIA,
  type Locale,
  type SpokenLanguageName,
} from '@captio/routing-rules';
import { escapeHtml } from '../app/head.js';

/** A page in every locale: its path per locale (one entry for an unlocalized page). */
type LocalizedPath = (locale: Locale) => string;

/** Pages people find through search: public, the same for everyone, with content of their own. */
const FIXED_PUBLIC = [
  'index',
  'languages',
  'blog',
  'edu-and-gov',
  'pricing',
  'merge-subtitles',
  'transcribe-audio',
  'transcribe-video',
  'services-translate',
  'services-ai-companion',
  'services-transcription',
  'services-captions-generator',
  'tools-youtube-subtitle-downloader',
  'api-introduction',
  'terms-of-rewarded',
] as const;

/** Unlocalized public pages: one address each, no alternates. */
const UNLOCALIZED_PUBLIC = [
  'podcast',
  'become-a-partner',
  'privacy-policy',
  'terms-of-service',
] as const;

const LANGUAGE_NAMES = SPOKEN_LANGUAGES.map((language) => language.name);

function toolPages(): LocalizedPath[] {
  const pages: LocalizedPath[] = [];
  for (const sns of SNS_SITES) {
    for (const format of OUTPUT_FORMATS) {
      if (format === 'mp3' && sns !== 'youtube') continue;
      pages.push((locale) => pathTo('sns-to-format', { sns, format }, locale));
    }
  }
  for (const media of TRANSLATOR_MEDIA) pages.push((l) => pathTo('media-translator', { media }, l));
  for (const media of TEXT_CONVERTER_MEDIA) {
    pages.push((l) => pathTo('media-text-converter', { media }, l));
  }
  for (const subtitle of GENERATOR_FORMATS) {
    pages.push((l) => pathTo('subtitle-generator', { subtitle }, l));
  }
  for (const t1 of SUBTITLE_FORMATS) {
    for (const t2 of SUBTITLE_FORMATS) {
      if (t1 !== t2) pages.push((l) => pathTo('convert-t1-to-t2', { t1, t2 }, l));
    }
  }
  return pages;
}

function languagePages(): LocalizedPath[] {
  return LANGUAGE_NAMES.flatMap((language) => [
    (l: Locale) => pathTo('transcribe-language', { language }, l),
    (l: Locale) => pathTo('subtitle-generator-language', { language }, l),
  ]);
}

function translatePages(l1: SpokenLanguageName): LocalizedPath[] {
  return LANGUAGE_NAMES.filter((l2) => l2 !== l1).map(
    (l2) => (l: Locale) => pathTo('translate-l1-media-to-l2', { l1, l2 }, l),
  );
}

/**
 * The sitemap's parts: a file per page kind, and one per source language for the ~10,000
 * translation pages, so that no file comes near the protocol's 50,000 addresses.
 */
function sitemapParts(): Map<string, () => { localized: LocalizedPath[]; plain: string[] }> {
  const parts = new Map<string, () => { localized: LocalizedPath[]; plain: string[] }>([
    [
      'pages',
      () => ({
        localized: FIXED_PUBLIC.map((name) => (l: Locale) => pathTo(name, {}, l)),
        plain: UNLOCALIZED_PUBLIC.map((name) => pathTo(name, {}, DEFAULT_LOCALE)),
      }),
    ],
    ['tools', () => ({ localized: toolPages(), plain: [] })],
    ['languages', () => ({ localized: languagePages(), plain: [] })],
  ]);
  for (const l1 of LANGUAGE_NAMES) {
    parts.set(`translate-${l1}`, () => ({ localized: translatePages(l1), plain: [] }));
  }
  return parts;
}

const PARTS = sitemapParts();
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlEntries(origin: string, page: LocalizedPath): string {
  const links = LOCALES.map(
    (locale) =>
      `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(origin + page(locale))}"/>`,
  );
  links.push(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + page(DEFAULT_LOCALE))}"/>`,
  );
  const alternates = links.join('');
  return LOCALES.map(
    (locale) => `<url><loc>${escapeHtml(origin + page(locale))}</loc>${alternates}</url>`,
  ).join('\n');
}

/** The sitemap index at /sitemap.xml: one entry per part under /sitemaps/. */
export function sitemapIndex(origin: string): string {
  const entries = [...PARTS.keys()].map(
    (name) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One part (/sitemaps/<name>.xml): every locale of every page, each with its alternates. */
export function sitemapPart(origin: string, name: string): string | undefined {
  const part = PARTS.get(name)?.();
  if (!part) return undefined;
  const body = [
    ...part.localized.map((page) => urlEntries(origin, page)),
    ...part.plain.map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>`),
  ].join('\n');
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; per-user pages and the api may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /workspace',
    'Disallow: /api-dashboard',
    'Disallow: /result/',
    ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
      (locale) => `Disallow: /${locale}/result/`,
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
