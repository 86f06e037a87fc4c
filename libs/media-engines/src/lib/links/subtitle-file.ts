import { format, parse, type SubtitleFormat } from '@captio/subtitle-core';
import { EngineError } from '../engine-error.js';

/** Subtitle files yt-dlp may hand over that subtitle-core reads, by their extension. */
const READABLE: Readonly<Record<string, SubtitleFormat>> = {
  srt: 'srt',
  ass: 'ass',
  ssa: 'ssa',
  lrc: 'lrc',
};

/**
 * A downloaded subtitle file as WebVTT: WebVTT as the site wrote it, the formats subtitle-core
 * reads converted; a site format nothing here reads (YouTube's srv3 and json3, TTML) is refused
 * rather than guessed at.
 */
export function subtitleAsVtt(text: string, ext: string): string {
  const body = text.replace(/^\uFEFF/, '');
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
