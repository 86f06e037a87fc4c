import { languageName } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import {
  LINK_SUBTITLE_FORMATS,
  type LinkSubtitleFormat,
  type SubtitleTrack,
} from '@captio/api-client';

/** One track as this page tells it apart: a language may come written and automatic both. */
export function trackKey(track: SubtitleTrack): string {
  return `${track.automatic ? 'automatic' : 'written'}:${track.language}`;
}

/** The tracks people wrote first, then the site's speech-recognized ones, each in the site's order. */
export function orderedTracks(tracks: readonly SubtitleTrack[]): SubtitleTrack[] {
  return [...tracks.filter((track) => !track.automatic), ...tracks.filter((t) => t.automatic)];
}

/**
 * A track's language in the reader's language ('en' is "Englisch" on a German page): the
 * product's own name for it, else the browser's; a code neither knows (YouTube has a few of
 * its own) is shown as the site wrote it.
 */
export function trackLanguageName(code: string, locale: Locale): string {
  const own = languageName(code, locale);
  if (own) return own;
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface FormatChoice {
  format: LinkSubtitleFormat;
  /** ASS is for paid levels only: the api answers 403 vip_only to others. */
  vipOnly: boolean;
}

/** Every format the api converts a track to, SRT first (the one most players take). */
export const TRACK_FORMATS: readonly FormatChoice[] = LINK_SUBTITLE_FORMATS.map((format) => ({
  format,
  vipOnly: format === 'ass',
}));

/** Whether the reader may download a format: VIP-only ones need a paid level (1 and up). */
export function mayDownload(choice: FormatChoice, level: number | undefined): boolean {
  return !choice.vipOnly || (level ?? 0) >= 1;
}

/** The MIME type a saved file gets when the api did not say one. */
const FALLBACK_TYPES: Readonly<Record<LinkSubtitleFormat, string>> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  ass: 'text/x-ssa',
  txt: 'text/plain',
  md: 'text/markdown',
  lrc: 'text/plain',
  csv: 'text/csv',
};

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f<>:"/\\|?*]+/g;

/**
 * The saved file's name and type: the api's (the video's title, the language and the format's
 * extension), else one made the same way, so a file never lands as "download".
 */
export function savedFile(
  answer: { fileName: string | undefined; contentType: string | undefined },
  track: { title: string; language: string; format: LinkSubtitleFormat },
): { fileName: string; type: string } {
  const title = track.title.replace(UNSAFE_NAME, ' ').replace(/\s+/g, ' ').trim() || 'subtitles';
  return {
    fileName: answer.fileName ?? `${title}.${track.language}.${track.format}`,
    type: answer.contentType ?? FALLBACK_TYPES[track.format],
  };
}

/** The language a task opened from a track is filed under: the track's, when it is a code the api takes. */
export function taskLanguage(trackLanguage: string): string {
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(trackLanguage) ? trackLanguage : 'auto';
}
