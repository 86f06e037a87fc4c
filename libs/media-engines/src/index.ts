export { EngineError, isEngineError } from './lib/engine-error.js';
export type { EngineErrorCode, EngineErrorOptions } from './lib/engine-error.js';

export { DEFAULT_TIMEOUTS_MS } from './lib/media/media-tools.js';
export type { MediaCallOptions } from './lib/media/media-tools.js';
export { probeMedia } from './lib/media/probe-media.js';
export type {
  AudioStreamInfo,
  MediaInfo,
  MediaStreamInfo,
  VideoStreamInfo,
} from './lib/media/probe-media.js';
export { extractSpeechAudio, SPEECH_SAMPLE_RATE } from './lib/media/extract-speech-audio.js';
export { thumbnail } from './lib/media/thumbnail.js';
export type { ThumbnailOptions } from './lib/media/thumbnail.js';
export { waveformPeaks } from './lib/media/waveform-peaks.js';
export type { Waveform, WaveformOptions } from './lib/media/waveform-peaks.js';
export { sceneChanges } from './lib/media/scene-changes.js';
export type { SceneChange, SceneChangeOptions } from './lib/media/scene-changes.js';
export { convertMedia, OUTPUT_FORMATS } from './lib/media/convert-media.js';
export type { ConvertOptions, OutputFormat } from './lib/media/convert-media.js';

export { linkSite, parseLink } from './lib/links/link-site.js';
export type { LinkSite } from './lib/links/link-site.js';
export { isPublicAddress } from './lib/links/address-policy.js';
export type { AddressPolicy } from './lib/links/address-policy.js';
export { createLinkFetcher, LINK_TIMEOUTS_MS } from './lib/links/link-fetcher.js';
export type {
  DownloadOptions,
  FetchedMedia,
  LinkCallOptions,
  LinkFetcher,
  LinkFetcherOptions,
  LinkLimits,
} from './lib/links/link-fetcher.js';
export type { LinkInfo, SubtitleTrack } from './lib/links/link-info.js';

export type {
  SpeechEngine,
  SpeechQuality,
  Transcript,
  TranscriptSegment,
  TranscriptWord,
  TranscribeOptions,
} from './lib/speech/speech-engine.js';
export { supportsLanguage } from './lib/speech/supports-language.js';
export { groupWordsIntoSegments, DEFAULT_SEGMENT_RULES } from './lib/speech/group-segments.js';
export type { SegmentRules } from './lib/speech/group-segments.js';
export { createPocketsphinxEngine } from './lib/speech/pocketsphinx/pocketsphinx-engine.js';
export type { PocketsphinxOptions } from './lib/speech/pocketsphinx/pocketsphinx-engine.js';
export { createWhisperEngine } from './lib/speech/whisper/whisper-engine.js';
export type { WhisperEngineOptions } from './lib/speech/whisper/whisper-engine.js';
export { createOpenAiSpeechEngine } from './lib/speech/openai/openai-engine.js';
export type { OpenAiSpeechOptions } from './lib/speech/openai/openai-engine.js';
export {
  chooseSpeechEngine,
  createSpeechEngines,
  describeEngines,
} from './lib/speech/engine-set.js';
export type {
  EngineChoice,
  EngineDescription,
  EngineOffer,
  SpeechEngineKind,
  SpeechEngineSet,
  SpeechEngineSettings,
} from './lib/speech/engine-set.js';
export { transcriptToCues } from './lib/subtitles/transcript-to-cues.js';
export type { SpeakerTurn, TranscriptToCuesOptions } from './lib/subtitles/transcript-to-cues.js';

export type {
  LabelSpeakersOptions,
  SpeakerEngine,
  SpeakerLabels,
  SpeakerQuality,
  SpeakerSegment,
} from './lib/speakers/speaker-engine.js';
export { createLocalSpeakerEngine } from './lib/speakers/local-speaker-engine.js';
export type { LocalSpeakerEngineOptions } from './lib/speakers/local-speaker-engine.js';

export { WRITING_KINDS } from './lib/writing/writing-engine.js';
export type {
  WriteOptions,
  Writing,
  WritingEngine,
  WritingKind,
  WritingQuality,
  WritingSource,
} from './lib/writing/writing-engine.js';
export { createOtsEngine } from './lib/writing/ots/ots-engine.js';
export type { OtsEngineOptions } from './lib/writing/ots/ots-engine.js';
export { createOpenAiWritingEngine } from './lib/writing/openai/chat-writing-engine.js';
export type { OpenAiWritingOptions } from './lib/writing/openai/chat-writing-engine.js';
export {
  chooseWritingEngine,
  createWritingEngines,
  describeWritingEngines,
} from './lib/writing/writing-engine-set.js';
export type {
  WritingChoice,
  WritingEngineDescription,
  WritingEngineKind,
  WritingEngineSet,
  WritingEngineSettings,
  WritingOffer,
} from './lib/writing/writing-engine-set.js';

// Translation: its modules re-export by name in one place (lib/translation/public.ts).
export {
  chooseTranslationEngine,
  createApertiumEngine,
  createDeepLEngine,
  createLibreTranslateEngine,
  createOpenAiTranslationEngine,
  createTranslationEngines,
  describeTranslationEngines,
  simpleMarkup,
  translationEngineOffers,
} from './lib/translation/public.js';
export type {
  ApertiumEngineOptions,
  DeepLEngineOptions,
  LanguagePair,
  LibreTranslateEngineOptions,
  OpenAiTranslationOptions,
  TranslateOptions,
  TranslationEngine,
  TranslationEngineDescription,
  TranslationEngineKind,
  TranslationEngineSet,
  TranslationEngineSettings,
  TranslationOffer,
  TranslationQuality,
} from './lib/translation/public.js';
