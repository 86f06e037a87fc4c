// The names the api's worker imports. Removing or renaming one is a breaking change: this test
// makes it a deliberate one.
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

const FUNCTIONS = [
  'chooseSpeechEngine',
  'chooseTranslationEngine',
  'chooseWritingEngine',
  'convertMedia',
  'createLinkFetcher',
  'createLocalSpeakerEngine',
  'createOpenAiSpeechEngine',
  'createApertiumEngine',
  'createDeepLEngine',
  'createLibreTranslateEngine',
  'createOpenAiTranslationEngine',
  'createOpenAiWritingEngine',
  'createOtsEngine',
  'createPocketsphinxEngine',
  'createSpeechEngines',
  'createTranslationEngines',
  'createWhisperEngine',
  'createWritingEngines',
  'describeEngines',
  'describeTranslationEngines',
  'describeWritingEngines',
  'EngineError',
  'extractSpeechAudio',
  'groupWordsIntoSegments',
  'isEngineError',
  'isPublicAddress',
  'linkSite',
  'parseLink',
  'probeMedia',
  'sceneChanges',
  'simpleMarkup',
  'supportsLanguage',
  'thumbnail',
  'transcriptToCues',
  'translationEngineOffers',
  'waveformPeaks',
];
const CONSTANTS = [
  'DEFAULT_SEGMENT_RULES',
  'DEFAULT_TIMEOUTS_MS',
  'LINK_TIMEOUTS_MS',
  'OUTPUT_FORMATS',
  'SPEECH_SAMPLE_RATE',
  'WRITING_KINDS',
];

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual([...FUNCTIONS, ...CONSTANTS].sort());
  });

  it.each(FUNCTIONS)('%s is a function', (name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });

  it('states the audio format every speech engine reads', () => {
    expect(api.SPEECH_SAMPLE_RATE).toBe(16000);
  });

  it('tells an engine error apart by its code', () => {
    const error = new api.EngineError('not-media', 'notes.mp4 is not audio or video');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('EngineError');
    expect(api.isEngineError(error)).toBe(true);
    expect(api.isEngineError(error, 'not-media')).toBe(true);
    expect(api.isEngineError(error, 'timeout')).toBe(false);
    expect(api.isEngineError(new Error('other'))).toBe(false);
  });
});
