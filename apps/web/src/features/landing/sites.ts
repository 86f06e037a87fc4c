import type { SnsSite } from '@captio/routing-rules';

/** How each social site spells its name (brand names, the same in every language). */
export const SITE_NAMES: Readonly<Record<SnsSite, string>> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** The shape of a video link on each site, shown as an example next to the link field. */
export const SITE_LINK_EXAMPLES: Readonly<Record<SnsSite, string>> = {
  youtube: 'https://www.youtube.com/watch?v=…',
  tiktok: 'https://www.tiktok.com/@…/video/…',
  x: 'https://x.com/…/status/…',
  facebook: 'https://www.facebook.com/watch?v=…',
  instagram: 'https://www.instagram.com/reel/…',
};
