import { decodeSubtitleBytes, format, parse, type SubtitleFormat } from '@captio/subtitle-core';
import { EngineError } from '../engine-error.js';

/**
 * Subtitle files yt-dlp may hand over that subtitle-core reads, by their extension. Its TTML
 * reader takes DFXP (TTML's old name) and YouTube's timed-text XML (srv1, srv2, srv3) too.
 */
const READABLE: Readonly<Record<string, SubtitleFormat>> = {
  srt: 'srt',
  ass: 'ass',
  ssa: 'ssa',
  lrc: 'lrc',
  ttml: 'ttml',
  dfxp: 'ttml',
  // srv3 first: it has word timings and italics, srv1 only lines.
  srv3: 'ttml',
  srv2: 'ttml',
  srv1: 'ttml',
};

/**
 * The formats asked of yt-dlp, best first: WebVTT as the site wrote it, then what subtitle-core
 * reads; 'best' for a track offered in none of them (refused below unless readable).
 */
export const SUBTITLE_FORMAT_PREFERENCE = [
  ...new Set(['vtt', ...Object.keys(READABLE), 'best']),
].join('/');

/**
 * A downloaded subtitle file as WebVTT: WebVTT as the site wrote it, the formats subtitle-core
 * reads converted; a site format nothing here reads (YouTube's json3) is refused rather than
 * guessed at. The bytes are decoded as the subtitle tools decode a picked file (a byte order
 * mark, UTF-16 without one, Windows-1252 when not UTF-8): sites serve SRT files as old tools
 * wrote them.
 */
export function subtitleAsVtt(bytes: Uint8Array, ext: string): string {
  const body = decodeSubtitleBytes(bytes).text;
  if (ext === 'vtt') {
    if (!body.startsWith('WEBVTT')) {
      throw new EngineError('link-failed', 'The site sent a subtitle file that is not WebVTT');
    }
    return body;
  }
  const from = READABLE[ext];
  if (from === undefined) {
    throw new EngineError(
      'link-unsupported',
      `The site offers this subtitle track only as ${ext}, which cannot be read`,
    );
  }
  const result = parse(body, { format: from });
  if (result.cues.length === 0) {
    throw new EngineError('link-failed', `The site's ${ext} subtitle file holds no cue`);
  }
  return format(result.cues, 'vtt');
}
