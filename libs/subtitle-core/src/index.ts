export { parse } from './lib/core/parse.js';
export { format } from './lib/core/format.js';
export { detectFormat } from './lib/core/detect-format.js';
export { formatOfFile } from './lib/core/format-of-file.js';
export { MAX_PARSE_ERRORS, SubtitleParseError } from './lib/core/parse-error.js';
export { FORMAT_WARNING_CODES, FORMATS } from './lib/core/types.js';
export type {
  AssEventSettings,
  AssStyle,
  Cue,
  CueSettings,
  FormatOptions,
  FormatWarning,
  FormatWarningCode,
  NumpadAlignment,
  ParseError,
  ParseErrorCode,
  ParseOptions,
  ParseResult,
  SubtitleFormat,
  SrtCueSettings,
  SubtitleHeader,
  VttCueSettings,
  VttRegion,
  Word,
} from './lib/core/types.js';
export { formatSrt, parseSrt } from './lib/srt/srt.js';
export { formatSrtCues, parseSrtCues } from './lib/srt-cues/srt-cues.js';
export type { SrtCue } from './lib/srt-cues/srt-cues.js';
export { stripTags } from './lib/cue-text/strip-tags.js';
export { escapeCueText } from './lib/core/markup.js';
export { decodeSubtitleBytes } from './lib/text/decode-subtitle-bytes.js';
export { looksBinary } from './lib/text/looks-binary.js';
export type { DecodedSubtitle, SubtitleEncoding } from './lib/text/decode-subtitle-bytes.js';
export {
  encodeSubtitleText,
  LINE_ENDINGS,
  OUTPUT_ENCODINGS,
  outputEncodings,
} from './lib/text/encode-subtitle-text.js';
export type { EncodeOptions, LineEnding, OutputEncoding } from './lib/text/encode-subtitle-text.js';
export { isCommentCue } from './lib/ass/ass-cue.js';
export { cuesWithStyleMarkup } from './lib/ass/ass-styled-text.js';
export { assTextToCueText, cueTextToAssText } from './lib/ass/ass-markup.js';
export { defaultAssStyle } from './lib/ass/ass-styles.js';
export { createCueStream, STREAM_FORMATS } from './lib/stream/cue-stream.js';
export type { CueStream, CueStreamOptions, StreamFormat } from './lib/stream/cue-stream.js';
export { cueTransformStream, readCues } from './lib/stream/cue-stream-adapters.js';
export type {
  SubtitleChunk,
  SubtitleChunkReader,
  SubtitleChunkSource,
} from './lib/stream/cue-stream-adapters.js';
export { parseVttTimestamp } from './lib/vtt/vtt-timestamp.js';
export { defaultVttSettings } from './lib/vtt/vtt-settings.js';
export { defaultVttRegion } from './lib/vtt/vtt-region.js';
export { parseCueText } from './lib/cue-text/parse-cue-text.js';
export { cueTextToHtml } from './lib/cue-text/cue-text-html.js';
export type { CueTextHtmlOptions } from './lib/cue-text/cue-text-html.js';
export { cueTextToPlainText } from './lib/cue-text/cue-text-plain.js';
export { cueTextToVtt } from './lib/cue-text/cue-text-vtt.js';
export type {
  CueTextElement,
  CueTextLanguage,
  CueTextNode,
  CueTextSpan,
  CueTextSpanType,
  CueTextText,
  CueTextTimestamp,
  CueTextVoice,
} from './lib/cue-text/cue-text-types.js';

export {
  DURATION_FORMAT_ERROR,
  formatTimestamp,
  parseClock,
  parseDuration,
  parseTime,
  TIME_FORMAT_ERROR,
} from './lib/time/timestamp.js';
export type { TimestampStyle } from './lib/time/timestamp.js';

export { lineLengthLimits } from './lib/lang/line-length.js';
export type { LineLengthLimits } from './lib/lang/line-length.js';
export { readingSpeed } from './lib/lang/reading-speed.js';
export type { ReadingSpeed } from './lib/lang/reading-speed.js';
export {
  countsByCharacter,
  isCjk,
  KNOWN_LANGUAGES,
  languageName,
  normalizeLanguage,
} from './lib/lang/language-code.js';
export type { LanguageKey } from './lib/lang/language-code.js';
export { textLength } from './lib/lang/text-length.js';

export { reflow } from './lib/reflow/reflow.js';
export type { ReflowOptions } from './lib/reflow/reflow.js';
export { shift } from './lib/edit/shift.js';
export { scale } from './lib/edit/scale.js';
export { merge } from './lib/edit/merge.js';
export { mergeFiles } from './lib/edit/merge-files.js';
export type { AppendMergeOptions, BilingualMergeOptions, MergeOptions } from './lib/edit/merge.js';
export { check, MIN_CUE_DURATION_MS } from './lib/check/check.js';
export type { CheckOptions, Finding, FindingCode } from './lib/check/check.js';
