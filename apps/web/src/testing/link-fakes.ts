import type { LinkInfo } from '@captio/api-client';

/** What the api says of a looked-up YouTube link (POST /api/links/inspect/). */
export function linkInfo(overrides: Partial<LinkInfo> = {}): LinkInfo {
  return {
    url: 'https://www.youtube.com/watch?v=abc',
    site: 'youtube',
    title: 'A talk',
    duration: 125,
    thumbnail_url: 'https://i.ytimg.com/vi/abc/hq.jpg',
    is_live: false,
    subtitles: [],
    ...overrides,
  };
}
