// The footer's links, grouped under the footer's headings.
import type { MessageKey } from '@captio/i18n';
import {
  API_DASHBOARD,
  EDU_AND_GOV,
  OTHER_SITES_TO_MP4,
  PODCAST,
  PRICING,
  PRIVACY_POLICY,
  SUBTITLE_TOOLS,
  TERMS_OF_SERVICE,
  TRANSCRIBERS,
  TRANSLATORS,
  validPagePath,
  YOUTUBE_DOWNLOADERS,
  type Destination,
} from '../navigation/destinations.js';

export interface FooterGroup {
  readonly heading: MessageKey;
  readonly links: readonly Destination[];
}

/** The groups of in-app links, in the order the footer shows them. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  { heading: 'footer.tools', links: [...TRANSCRIBERS, ...TRANSLATORS] },
  { heading: 'footer.converters', links: SUBTITLE_TOOLS },
  { heading: 'footer.downloaders', links: [...YOUTUBE_DOWNLOADERS, ...OTHER_SITES_TO_MP4] },
  {
    heading: 'footer.resources',
    links: [PRICING, EDU_AND_GOV, API_DASHBOARD, PODCAST],
  },
];

export const LEGAL_LINKS: readonly Destination[] = [TERMS_OF_SERVICE, PRIVACY_POLICY];

/** A blog article comparing the product with a competitor. */
export interface Comparison {
  /** The article's slug: the link goes to /blog/{slug}. */
  slug: string;
  /** The competitor's name, as written in the article. */
  competitor: string;
}

/** /blog/{slug}, the slug encoded as one path segment; undefined for a blank slug or '..'. */
export function comparisonHref(slug: string): string | undefined {
  return validPagePath('blog-article', { article: slug.trim() });
}

/**
 * The address when it is a web address (http or https), else undefined: links that leave the
 * app come from configuration, and a `javascript:` address there would run in the page.
 */
export function webAddress(href: string): string | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** mailto: for a plausible address (one @, no spaces), else undefined. */
export function mailtoHref(email: string): string | undefined {
  const trimmed = email.trim();
  return /^[^\s@]+@[^\s@]+$/u.test(trimmed) ? `mailto:${trimmed}` : undefined;
}
