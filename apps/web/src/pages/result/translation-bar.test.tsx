import { userData } from '@captio/api-client/testing';
import { describe, expect, test } from 'vitest';
import { editorHtml, partHtml } from '../../testing/result-render.js';
import {
  TEST_TASK_ID,
  testTask,
  testTranslatedResult,
  testTranslationState,
} from '../../testing/transcript.js';
import { ExportTextOptions } from './ExportTextOptions.js';
import { TranslationBar, type TranslationBarProps } from './TranslationBar.js';
import type { TranscriptTranslation } from './use-transcript-translation.js';

const RENDER_TIMEOUT_MS = 60_000;
const NAMES: Record<string, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' };
const apertium = { id: 'apertium', name: 'Apertium', quality: 'rule-based' } as const;

/** The bar as a reader sees it: text nodes joined, entities read. */
async function barHtml(
  translation: Partial<TranscriptTranslation>,
  held: Partial<TranslationBarProps['held']> = {},
) {
  const html = await partHtml(
    <TranslationBar
      translation={{
        targets: { kind: 'ready', targets: [], unavailable: [] },
        job: undefined,
        refusal: undefined,
        start: async () => undefined,
        ...translation,
      }}
      durationMs={90_000}
      held={{ language: null, engine: null, mismatched: false, edited: false, ...held }}
      sourceName="English"
      languageName={(code) => NAMES[code] ?? code}
      view="both"
      onViewChange={() => undefined}
    />,
  );
  return html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
}

describe('the translation bar', () => {
  test('offers the languages the engines translate into, with the engine of each', async () => {
    const html = await barHtml({
      targets: {
        kind: 'ready',
        targets: [
          { language: 'es', engine: apertium, via: undefined },
          { language: 'pt', engine: apertium, via: 'es' },
        ],
        unavailable: [],
      },
    });
    expect(html).toMatch(/<label for="[^"]+">Translate into<\/label><select/);
    expect(html).toContain('<option value="es" selected="">Spanish (Apertium)</option>');
    expect(html).toContain('<option value="pt">Portuguese (Apertium)</option>');
    expect(html).toContain('>Translate</button>');
    expect(html).toContain('Only the languages this server translates English into are listed.');
    // A visitor is told it is a free use (the price of a user's is tested below).
    expect(html).toContain('it counts as one of your free uses');
    // Nothing held yet: no view to switch.
    expect(html).not.toContain('Both, side by side');
  });

  test('says why nothing is offered, naming the engines that are set up but not running', async () => {
    const html = await barHtml({
      targets: { kind: 'ready', targets: [], unavailable: ['DeepL'] },
    });
    expect(html).not.toContain('<select');
    expect(html).toContain('No translation engine on this server translates from English.');
    expect(html).toContain('Set up but not running now: DeepL.');
  });

  test('a running translation shows its progress in a bar and a live region', async () => {
    const html = await barHtml({ job: testTranslationState({ progress: 40 }) });
    expect(html).toContain('aria-label="Translation progress"');
    expect(html).toContain('value="40"');
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>Translating into Spanish: 40%</);
  });

  test('a failed translation says why, and that its credits came back', async () => {
    const job = testTranslationState({
      status: 'FAILED',
      cost: 2,
      failure: { code: 'engine_failed', message: 'The engine stopped.' },
    });
    const html = await barHtml({ job });
    expect(html).toMatch(
      /role="alert"><p>The translation into Spanish failed: The engine stopped.<\/p><p>The credits reserved for it \(2\) were refunded.<\/p>/,
    );
  });

  test('a refused start says the server’s reason; unsaved edits say why nothing started', async () => {
    const refused = await barHtml({
      refusal: { kind: 'failed', message: 'Not enough credits.' },
    });
    expect(refused).toMatch(
      /role="alert">The translation could not be started: Not enough credits.</,
    );
    const unsaved = await barHtml({ refusal: { kind: 'unsaved' } });
    expect(unsaved).toContain('Your latest edits could not be saved');
  });

  test('a held translation names its engine, offers the views and to translate again', async () => {
    const html = await barHtml(
      {
        targets: {
          kind: 'ready',
          targets: [{ language: 'es', engine: apertium, via: undefined }],
          unavailable: [],
        },
      },
      { language: 'es', engine: apertium },
    );
    expect(html).toContain('Translated into Spanish by Apertium. Rule-based: literal');
    expect(html).toMatch(/<legend>Show<\/legend>/);
    expect(html).toMatch(/checked="" value="both"\/> Both, side by side/);
    expect(html).toContain('>Translate again</button>');
    expect(html).toContain('replaces the translation and your edits of it');
    expect(html).not.toContain('may no longer match');
  });

  test('offers the held translation’s language first, to make it again', async () => {
    const html = await barHtml(
      {
        targets: {
          kind: 'ready',
          targets: ['ca', 'es', 'fr'].map((language) => ({
            language,
            engine: apertium,
            via: undefined,
          })),
          unavailable: [],
        },
      },
      { language: 'fr', engine: apertium, edited: true },
    );
    expect(html).toMatch(/<option value="fr" selected="">/);
    expect(html).not.toMatch(/<option value="ca" selected="">/);
  });

  test('warns when the original changed after translating, and offers to translate again', async () => {
    const html = await barHtml({}, { language: 'es', engine: apertium, mismatched: true });
    expect(html).toMatch(
      /role="status"[^>]*><p>You changed the original after it was translated, so the translation may no longer match it.<\/p><button[^>]*>Translate again into Spanish<\/button>/,
    );
  });
});

describe('the text of a download', () => {
  test('once translated: the original, the translation or both', async () => {
    const html = (
      await partHtml(
        <ExportTextOptions
          text={{ content: 'original', layout: 'lines' }}
          onChange={() => undefined}
          translationName="Spanish"
          tracksNote="tracks-note"
        />,
      )
    ).replace(/<!-- -->/g, '');
    expect(html).toMatch(/checked="" value="original"\/> Original/);
    expect(html).toContain('Translation (Spanish)');
    expect(html).toContain('Both languages');
    expect(html).not.toContain('Two tracks');
  });

  test('both as two tracks says which format holds them', async () => {
    const html = await partHtml(
      <ExportTextOptions
        text={{ content: 'bilingual', layout: 'tracks' }}
        onChange={() => undefined}
        translationName="Spanish"
        tracksNote="tracks-note"
      />,
    );
    expect(html).toContain('Two lines per cue (every format)');
    expect(html).toMatch(/checked="" value="tracks"/);
    expect(html).toContain('id="tracks-note"');
    expect(html).toContain('Only ASS subtitles hold two tracks.');
  });
});

describe('the editor of a translated transcript', () => {
  test(
    'shows each cue’s text and its translation side by side, and offers the translation’s downloads',
    async () => {
      const html = (await editorHtml(testTranslatedResult(), undefined)).replace(/<!-- -->/g, '');
      expect(html).toContain('aria-label="Text of cue 2"');
      expect(html).toMatch(
        /lang="es" aria-label="Translation of cue 2 \(Spanish\)"[^>]*>Gracias por invitarme.<\/textarea>/,
      );
      expect(html).toContain('Translated into Spanish by Apertium.');
      expect(html).toContain('Translation (Spanish)');
      expect(html).toContain(`/api/tasks/${TEST_TASK_ID}/export?format=srt`);
    },
    RENDER_TIMEOUT_MS,
  );

  test(
    'while a new translation is made, the held one cannot be typed in',
    async () => {
      const result = testTranslatedResult({
        task: testTask({ translation: testTranslationState() }),
      });
      const html = await editorHtml(result, undefined);
      expect(html).toMatch(/aria-label="Translation of cue 1 \(Spanish\)"[^>]*readOnly=""/);
      expect(html).toContain('Translating into Spanish: 40%');
    },
    RENDER_TIMEOUT_MS,
  );
});

describe('what translating the transcript takes, said by the Translate button', () => {
  test.each([
    ['a visitor', {}, 'Without an account, it counts as one of your free uses.'],
    [
      'a free user with credits',
      { user: userData({ level: 0 }), point: 5 },
      'Translating it costs 2 credits: 1 per started minute of the recording. Your credits: 5',
    ],
    [
      'the unlimited level',
      { user: userData({ level: 2 }) },
      'Translations are included in your plan.',
    ],
  ] as const)('to %s', async (_who, session, said) => {
    const html = await partHtml(
      <TranslationBar
        translation={{
          targets: {
            kind: 'ready',
            targets: [{ language: 'es', engine: apertium, via: undefined }],
            unavailable: [],
          },
          job: undefined,
          refusal: undefined,
          start: async () => undefined,
        }}
        durationMs={90_000}
        held={{ language: null, engine: null, mismatched: false, edited: false }}
        sourceName="English"
        languageName={(code) => NAMES[code] ?? code}
        view="both"
        onViewChange={() => undefined}
      />,
      session,
    );
    expect(html.replace(/<!-- -->/g, '')).toContain(said);
  });
});
