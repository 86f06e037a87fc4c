import {
  outputEncodings,
  type EncodeOptions,
  type LineEnding,
  type OutputEncoding,
  type SubtitleFormat,
} from '@captio/subtitle-core';

/** How the user wants the file written: its encoding and line endings. */
export interface OutputChoice {
  encoding: OutputEncoding;
  lineEnding: LineEnding;
}

/** What every player and editor reads, and what the converter wrote before there was a choice. */
export const DEFAULT_OUTPUT: OutputChoice = { encoding: 'utf-8', lineEnding: 'lf' };

/**
 * The choice as the format allows it: an encoding the format may not be written in (UTF-16 for
 * WebVTT) falls back to UTF-8, so switching the target format never yields a file its players
 * refuse.
 */
export function outputFor(format: SubtitleFormat, choice: OutputChoice): Required<EncodeOptions> {
  const allowed = outputEncodings(format).includes(choice.encoding);
  return {
    encoding: allowed ? choice.encoding : DEFAULT_OUTPUT.encoding,
    lineEnding: choice.lineEnding,
  };
}
