import { EngineError } from '../engine-error.js';
import { linkSite, type LinkSite } from './link-site.js';

export interface SubtitleTrack {
  /** As the site names it: 'en', 'en-US', 'pt-BR', 'zh-Hans'. */
  language: string;
  /** The site's label, e.g. 'English (auto-generated)'. */
  name: string | null;
  /** Speech-recognized by the site rather than written by a person. */
  automatic: boolean;
  /** What the site offers: 'vtt', 'srv3', 'json3', 'ttml', ... */
  formats: string[];
}

export interface LinkInfo {
  /** The link as given. */
  url: string;
  /** The page yt-dlp settled on (after redirects, or the canonical page of a short link). */
  webpageUrl: string;
  site: LinkSite;
  title: string;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
  isLive: boolean;
  subtitles: SubtitleTrack[];
}

/** The parts of yt-dlp's info dict (its -J output) read here; every field may be missing. */
export interface InfoDict {
  _type?: string;
  /** A link straight to a file (yt-dlp's generic extractor), with the file's extension. */
  direct?: boolean;
  ext?: string;
  /** The formats yt-dlp found: none for a direct file it does not take for media. */
  formats?: unknown[];
  id?: string;
  title?: string;
  duration?: number;
  thumbnail?: string;
  thumbnails?: { url?: string; preference?: number }[];
  is_live?: boolean;
  live_status?: string;
  webpage_url?: string;
  filesize?: number;
  filesize_approx?: number;
  requested_formats?: { format_id?: string; filesize?: number; filesize_approx?: number }[];
  subtitles?: Record<string, SubtitleFormat[]>;
  automatic_captions?: Record<string, SubtitleFormat[]>;
}

interface SubtitleFormat {
  ext?: string;
  url?: string;
  name?: string;
}

/**
 * The tracks of one kind, in the site's order. YouTube lists an automatic track for every
 * language it can machine-translate into, besides the speech's own ('en-orig'): each is a track
 * the site serves, so all are kept and the caller chooses.
 */
function tracksOf(
  entries: Record<string, SubtitleFormat[]> | undefined,
  automatic: boolean,
): SubtitleTrack[] {
  const tracks: SubtitleTrack[] = [];
  for (const [language, formats] of Object.entries(entries ?? {})) {
    // yt-dlp lists YouTube's live chat replay as a "subtitle"; it is not one.
    if (language === 'live_chat' || !Array.isArray(formats) || formats.length === 0) continue;
    const exts = [
      ...new Set(formats.map((format) => format.ext).filter((ext): ext is string => !!ext)),
    ];
    const name = formats.find((format) => typeof format.name === 'string')?.name ?? null;
    tracks.push({ language, name, automatic, formats: exts });
  }
  return tracks;
}

/** Turns yt-dlp's info dict into what the api shows; a playlist or an empty answer is refused. */
/** Extensions of files that are no audio or video: an image, a text, a document, an archive. */
const NOT_MEDIA = new Set([
  ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'ico', 'tif', 'tiff', 'avif', 'heic'],
  ...['txt', 'pdf', 'doc', 'docx', 'odt', 'rtf', 'csv', 'json', 'xml', 'html', 'htm', 'md'],
  ...['srt', 'vtt', 'ass', 'ssa', 'zip', 'rar', '7z', 'gz', 'tar', 'js', 'css'],
]);

export function linkInfoFrom(url: string, info: InfoDict): LinkInfo {
  if (info._type === 'playlist' || info._type === 'multi_video') {
    throw new EngineError('link-unsupported', `${url} is a playlist, not one video`);
  }
  if (info.direct === true && !info.formats?.length && NOT_MEDIA.has(info.ext ?? '')) {
    // Said now, at the look-up, not after the person asked for a conversion of it.
    throw new EngineError('link-unsupported', `${url} is a .${info.ext} file, not media`);
  }
  const webpageUrl = info.webpage_url ?? url;
  let site: LinkSite = 'direct';
  try {
    site = linkSite(new URL(url));
  } catch {
    // The link was checked by parseLink before: this cannot happen; 'direct' is the safe answer.
  }
  const duration = typeof info.duration === 'number' && info.duration > 0 ? info.duration : null;
  return {
    url,
    webpageUrl,
    site,
    title: info.title?.trim() || info.id || webpageUrl,
    durationSeconds: duration,
    thumbnailUrl: info.thumbnail ?? bestThumbnail(info.thumbnails) ?? null,
    isLive: info.is_live === true || info.live_status === 'is_live',
    subtitles: [...tracksOf(info.subtitles, false), ...tracksOf(info.automatic_captions, true)],
  };
}

function bestThumbnail(thumbnails: InfoDict['thumbnails']): string | undefined {
  // yt-dlp sorts thumbnails worst first.
  return thumbnails?.filter((thumbnail) => thumbnail.url).at(-1)?.url;
}

/** What the chosen formats are expected to weigh, when the site said; null when it did not. */
export function expectedBytes(info: InfoDict): number | null {
  const parts = info.requested_formats?.length ? info.requested_formats : [info];
  let total = 0;
  for (const part of parts) {
    const size = part.filesize ?? part.filesize_approx;
    if (typeof size !== 'number' || !(size > 0)) return null;
    total += size;
  }
  return total;
}
