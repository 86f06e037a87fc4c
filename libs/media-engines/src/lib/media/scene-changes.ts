import { EngineError } from '../engine-error.js';
import { runProcess } from '../process/run-process.js';
import { fileArgument } from './file-argument.js';
import {
  DEFAULT_TIMEOUTS_MS,
  FFMPEG_QUIET,
  ffmpegOf,
  type MediaCallOptions,
} from './media-tools.js';
import { probeForVideo } from './probe-for.js';

export interface SceneChangeOptions extends MediaCallOptions {
  /** ffmpeg's scene score above which a frame starts a new scene: above 0, below 1; 0.3 is usual. */
  threshold: number;
}

export interface SceneChange {
  timeSeconds: number;
  /** ffmpeg's scene score of the frame, 0..1. */
  score: number;
}

/**
 * The times at which the picture changes, from ffmpeg's scene detection (the select filter's
 * scene score). Its metadata filter prints one 'pts_time' line and one score line per selected
 * frame to stdout, which is all that is read.
 */
export async function sceneChanges(
  input: string,
  options: SceneChangeOptions,
): Promise<SceneChange[]> {
  const { threshold } = options;
  if (!(Number.isFinite(threshold) && threshold > 0 && threshold < 1)) {
    throw new EngineError('invalid-argument', 'threshold must lie between 0 and 1');
  }
  await probeForVideo(input, options, 'to find scenes in');
  const { stdout } = await runProcess(
    ffmpegOf(options),
    [
      ...FFMPEG_QUIET,
      '-i',
      fileArgument(input),
      '-map',
      '0:v:0',
      '-vf',
      `select='gt(scene,${threshold})',metadata=mode=print:file=-`,
      '-f',
      'null',
      '-',
    ],
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS.decodeWholeFile,
      signal: options.signal,
    },
  );
  return parseSceneMetadata(stdout);
}

/** Reads 'frame:1 pts:40960 pts_time:4' followed by 'lavfi.scene_score=0.88' lines. */
export function parseSceneMetadata(text: string): SceneChange[] {
  const changes: SceneChange[] = [];
  let time: number | null = null;
  for (const line of text.split('\n')) {
    const ptsTime = /\bpts_time:(-?[\d.]+)/.exec(line);
    if (ptsTime) {
      time = Number(ptsTime[1]);
      continue;
    }
    const score = /^lavfi\.scene_score=([\d.]+)/.exec(line.trim());
    if (score && time !== null) {
      changes.push({ timeSeconds: time, score: Number(score[1]) });
      time = null;
    }
  }
  return changes;
}
