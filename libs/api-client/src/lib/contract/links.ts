import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateSchema, success } from '../schemas/envelope.js';
import { linkUrlSchema } from './link-url.js';
import { fileHashSchema, taskFailureSchema } from './transcription.js';

/**
 * Links: a pasted address (a video page of YouTube, TikTok, X, Facebook, Instagram, or a direct
 * media URL) looked up, transcribed like a file, downloaded as one of the media formats, or its
 * subtitle tracks pulled.
 */

/** Which site a link is from; 'direct' is any other http(s) media URL. */
export const LINK_SITES = ['youtube', 'tiktok', 'x', 'facebook', 'instagram', 'direct'] as const;
export type LinkSite = (typeof LINK_SITES)[number];

export const subtitleTrackSchema = z.object({
  /** As the site names it: 'en', 'en-US', 'pt-BR', 'zh-Hans'. */
  language: z.string(),
  /** The site's label ('English (auto-generated)'), when it gives one. */
  name: z.string().nullable(),
  /** Speech-recognized by the site rather than written by a person. */
  automatic: z.boolean(),
});
export type SubtitleTrack = z.infer<typeof subtitleTrackSchema>;

export const linkInfoSchema = z.object({
  url: z.string(),
  site: z.enum(LINK_SITES),
  title: z.string(),
  /** Seconds; null when the site does not say (a direct media URL may not). */
  duration: z.number().min(0).nullable(),
  thumbnail_url: z.string().nullable(),
  is_live: z.boolean(),
  subtitles: z.array(subtitleTrackSchema),
});
export type LinkInfo = z.infer<typeof linkInfoSchema>;

export const inspectLink = defineEndpoint({
  method: 'POST',
  path: '/api/links/inspect/',
  auth: 'optional',
  tag: 'links',
  summary:
    'Looks a link up: title, duration, thumbnail, site and the subtitle tracks it offers. 422 link_refused (not http(s), or a private address), link_unsupported, link_unavailable, link_failed; 504 link_timeout.',
  body: z.strictObject({ url: linkUrlSchema }),
  response: success(z.object({ link: linkInfoSchema })),
});

/** The formats a link's subtitle track is downloaded in; ass only for paid levels, as exports. */
export const LINK_SUBTITLE_FORMATS = ['srt', 'vtt', 'ass', 'txt', 'md', 'lrc', 'csv'] as const;
export type LinkSubtitleFormat = (typeof LINK_SUBTITLE_FORMATS)[number];

/** The body of POST linkSubtitlesPath; the answer is the file (Content-Disposition attachment). */
export const linkSubtitleRequestSchema = z.strictObject({
  url: linkUrlSchema,
  language: z.string().min(1).max(64),
  automatic: z.boolean().default(false),
  format: z.enum(LINK_SUBTITLE_FORMATS).default('srt'),
});
export type LinkSubtitleRequest = z.input<typeof linkSubtitleRequestSchema>;

/** One subtitle track of a link, converted to a format; bytes, not JSON. */
export const linkSubtitlesPath = '/api/links/subtitles/';

/** What a link is downloaded as: video (mp4) or audio only (the others). */
export const DOWNLOAD_FORMATS = ['mp4', 'mp3', 'm4a', 'wav', 'aac', 'flac', 'opus', 'ogg'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const DOWNLOAD_STATUSES = ['WAITING', 'SUCCESS', 'DOWNLOAD_FAILED', 'FAILED'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

export const downloadSchema = z.object({
  download_id: z.uuid(),
  url: z.string(),
  format: z.enum(DOWNLOAD_FORMATS),
  status: z.enum(DOWNLOAD_STATUSES),
  /** Percent done, 0..100: fetching, then converting. */
  progress: z.number().int().min(0).max(100),
  /** The link's title (the file is named after it); known once looked up. */
  title: z.string().nullable(),
  /** Bytes of the finished file. */
  size: z.number().int().min(0).nullable(),
  /** The finished file's hash: a drive file of users with cloud space. */
  file_hash: fileHashSchema.nullable(),
  /** Kept in the user's drive (until deleted) rather than for a day. */
  drive_file: z.boolean(),
  failure: taskFailureSchema.nullable(),
  created_time: isoDateSchema,
  finished_time: isoDateSchema.nullable(),
});
export type Download = z.infer<typeof downloadSchema>;

export const createDownload = defineEndpoint({
  method: 'POST',
  path: '/api/downloads/',
  auth: 'optional',
  tag: 'links',
  summary:
    'Downloads a link as a media file in one of the 8 formats (free, within the level’s size and duration limits). 422 link_refused for a link that may not be fetched.',
  body: z.strictObject({ url: linkUrlSchema, format: z.enum(DOWNLOAD_FORMATS) }),
  response: success(z.object({ download: downloadSchema })),
});

export const downloadStatus = defineEndpoint({
  method: 'GET',
  path: '/api/downloads/:download_id/',
  auth: 'optional',
  tag: 'links',
  summary:
    "One of the caller's downloads: status, progress, title, size, failure. 404 for others'.",
  params: z.strictObject({ download_id: z.uuid() }),
  response: success(z.object({ download: downloadSchema })),
});

/** Server-sent events of a download: `progress` events carrying it, until it is finished. */
export function downloadEventsUrl(downloadId: string): string {
  return `/api/downloads/${downloadId}/events`;
}

/** The finished file of a download, as an attachment named after the title (ranges allowed). */
export function downloadFileUrl(downloadId: string): string {
  return `/api/downloads/${downloadId}/file`;
}
