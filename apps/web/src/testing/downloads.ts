import type { Download, LinkInfo } from '@captio/api-client';

export const TEST_DOWNLOAD_ID = '5f0c6f4e-3d2a-4a4b-9c39-2f1f0b6a7c11';

/** A link as POST /api/links/inspect/ answers it: a YouTube video of 3:25 with a thumbnail. */
export function testLink(overrides: Partial<LinkInfo> = {}): LinkInfo {
  return {
    url: 'https://www.youtube.com/watch?v=abc123',
    site: 'youtube',
    title: 'A talk about rivers',
    duration: 205,
    thumbnail_url: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
    is_live: false,
    subtitles: [],
    ...overrides,
  };
}

/** A download as the api answers it; finished well by default, into no drive. */
export function testDownload(overrides: Partial<Download> = {}): Download {
  return {
    download_id: TEST_DOWNLOAD_ID,
    url: 'https://www.youtube.com/watch?v=abc123',
    format: 'mp3',
    status: 'SUCCESS',
    progress: 100,
    title: 'A talk about rivers',
    size: 3_276_800,
    file_hash: 'a'.repeat(64),
    drive_file: false,
    failure: null,
    created_time: '2026-11-26T10:00:00.000Z',
    finished_time: '2026-11-26T10:00:30.000Z',
    ...overrides,
  };
}

/** A download still at work, `progress` percent done. */
export const waitingDownload = (progress: number, overrides: Partial<Download> = {}) =>
  testDownload({
    status: 'WAITING',
    progress,
    size: null,
    file_hash: null,
    finished_time: null,
    ...overrides,
  });
