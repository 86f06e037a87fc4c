import {
  format,
  isCommentCue,
  mergeFiles,
  type FormatOptions,
  type FormatWarningCode,
  type MergeOptions,
  type ParseResult,
  type SubtitleFormat,
} from '@captio/subtitle-core';
import { previewCues, type PreviewCues } from './preview-cues.js';
import {
  readSubtitle,
  type FileSummary,
  type ReadOutcome,
  type Refusal,
  type SubtitleInput,
} from './read-subtitle.js';

/** Work on subtitle files, the same whether the page runs it or a worker does. */
export type SubtitleJob =
  | { kind: 'read'; file: SubtitleInput }
  | { kind: 'convert'; file: SubtitleInput; to: SubtitleFormat; options: FormatOptions }
  | {
      kind: 'merge';
      /** The file whose cues keep their times (bilingual) or come first (append), then the other. */
      files: readonly [SubtitleInput, SubtitleInput];
      merge: MergeOptions;
      to: SubtitleFormat;
      options: FormatOptions;
    };

export type FileOutcome =
  { ok: true; summary: FileSummary } | { ok: false; name: string; refusal: Refusal };

/** The file a convert or merge job writes, with its cues for the page to show. */
export interface WrittenFile {
  text: string;
  format: SubtitleFormat;
  preview: PreviewCues;
  /**
   * What the format could not hold, by the warning format reported and how many cues it was
   * (voices a format cannot name, ASS drawings, times past its range): the page says so.
   */
  warnings: Partial<Record<FormatWarningCode, number>>;
}

export interface JobOutcome {
  /** Each input file, in the job's order. */
  files: FileOutcome[];
  /** Present when every file was read and the job writes one. */
  written?: WrittenFile;
  /**
   * Cues of the file that plays second that an append's negative shift moved to end before 0:00,
   * and so are not in the file written (subtitle-core's shift drops them): the page says so.
   */
  dropped?: number;
}

function fileOutcome(read: ReadOutcome): FileOutcome {
  return read.ok ? { ok: true, summary: read.summary } : read;
}

/**
 * A file for WebVTT without formatting (the plain-text option, which names colours and
 * positions): format drops the markup, and this the cue settings, regions and style sheets,
 * and the ASS styles' placements. Comment events go first, as they are told by their settings.
 */
function withoutVttFormatting(file: ParseResult): ParseResult {
  const { regions: _regions, header, ...rest } = file;
  const { vttStyles: _styles, ...plainHeader } = header ?? {};
  return {
    ...rest,
    ...(header ? { header: plainHeader } : {}),
    cues: file.cues
      .filter((cue) => !isCommentCue(cue))
      .map(({ settings: _settings, style: _style, ...cue }) => cue),
  };
}

function written(file: ParseResult, to: SubtitleFormat, options: FormatOptions): WrittenFile {
  // Given the whole parsed file, format carries what the target can hold: a title, ASS style
  // alignments into SubRip and WebVTT, the header and styles between ASS and SSA.
  const source = to === 'vtt' && options.plainText ? withoutVttFormatting(file) : file;
  const warnings: Partial<Record<FormatWarningCode, number>> = {};
  const text = format(source, to, {
    ...options,
    onWarning: ({ code }) => {
      warnings[code] = (warnings[code] ?? 0) + 1;
    },
  });
  return { text, format: to, preview: previewCues(file.cues), warnings };
}

export function runJob(job: SubtitleJob): JobOutcome {
  switch (job.kind) {
    case 'read':
      return { files: [fileOutcome(readSubtitle(job.file))] };
    case 'convert': {
      const read = readSubtitle(job.file);
      if (!read.ok) return { files: [read] };
      return { files: [fileOutcome(read)], written: written(read.result, job.to, job.options) };
    }
    case 'merge': {
      const [first, second] = job.files.map(readSubtitle) as [ReadOutcome, ReadOutcome];
      const files = [fileOutcome(first), fileOutcome(second)];
      if (!first.ok || !second.ok) return { files };
      const merged = mergeFiles(first.result, second.result, job.merge);
      const outcome = { files, written: written(merged, job.to, job.options) };
      if (job.merge.mode !== 'append') return outcome;
      const kept = merged.cues.length - first.result.cues.length;
      const dropped = second.result.cues.length - kept;
      return dropped > 0 ? { ...outcome, dropped } : outcome;
    }
  }
}

/** The buffers of an outcome that can move to another thread instead of being copied. */
export function transferables(outcome: JobOutcome): ArrayBuffer[] {
  const preview = outcome.written?.preview;
  return preview ? [preview.starts.buffer as ArrayBuffer, preview.ends.buffer as ArrayBuffer] : [];
}

/** Bytes a job reads: what decides whether it runs off the page's thread. */
export function jobBytes(job: SubtitleJob): number {
  if (job.kind === 'merge') return job.files[0].bytes.length + job.files[1].bytes.length;
  return job.file.bytes.length;
}
