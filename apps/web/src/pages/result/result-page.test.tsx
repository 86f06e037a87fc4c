import { SUBTITLE_TRACK_ENGINE } from '@captio/api-client';
import { resolve, type Locale, withLocale } from '@captio/routing-rules';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { App } from '../../app/App.js';
import { pageHead } from '../../app/document-head.js';
import { loadPage } from '../../app/load-page.js';
import { createAppStores } from '../../state/stores.js';
import { testDataSources } from '../../testing/data-sources.js';
import {
  TEST_FILE,
  TEST_HASH,
  TEST_TASK_ID,
  testTask,
  testTranscriptResult,
} from '../../testing/transcript.js';
import { editorHtml, partHtml } from '../../testing/result-render.js';
import { TaskFailed } from './TaskFailed.js';
import { TaskProgress } from './TaskProgress.js';

// A page renders in tens of milliseconds, but a busy machine must not fail the suite.
const RENDER_TIMEOUT_MS = 60_000;

/** The result page as the server sends it: the shell, the heading and the loading state. */
async function serverPage(path: string, locale: Locale) {
  const resolution = resolve(withLocale(path, locale));
  if (resolution.kind !== 'page') throw new Error(`${path} is not a page`);
  const shown = await loadPage(
    { name: resolution.name, params: resolution.params, locale, path, search: '' },
    testDataSources(),
  );
  const html = renderToString(
    <App stores={createAppStores({ page: shown })} navigate={() => undefined} />,
  );
  return { html, head: pageHead(shown), name: resolution.name };
}

describe('the result page as the server renders it', () => {
  test.each([
    ['/result/' + TEST_HASH, 'en-US', 'result-hash', 'Your transcript', 'Loading your transcript…'],
    [
      '/result/transcription-' + TEST_HASH,
      'de-DE',
      'result-transcription-hash',
      'Ihr Transkript',
      'Ihr Transkript wird geladen…',
    ],
  ] as const)(
    '%s in %s',
    async (path, locale, name, heading, loading) => {
      const page = await serverPage(path, locale);
      expect(page.name).toBe(name);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page.html).toContain(loading);
      expect(page.head.noindex).toBe(true);
    },
    RENDER_TIMEOUT_MS,
  );
});

const decode = (html: string) => html.replace(/&amp;/g, '&');

describe('the editor', () => {
  test(
    'says a link’s own subtitle track was taken as it is, not transcribed by an engine',
    async () => {
      const result = testTranscriptResult();
      const track = { id: SUBTITLE_TRACK_ENGINE, name: 'Subtitle track', quality: 'high' as const };
      const html = decode(
        await editorHtml({ ...result, task: { ...result.task, engine: track } }, undefined),
      );
      expect(html).toContain('Taken from the video’s own subtitle track: nothing was transcribed.');
      expect(html).not.toContain('Transcribed by');
    },
    RENDER_TIMEOUT_MS,
  );

  test(
    'plays the file’s media with the saved transcript as captions and names the engine',
    async () => {
      const html = decode(await editorHtml(testTranscriptResult(), undefined));
      expect(html).toMatch(/<h1[^>]*>interview\.mp4<\/h1>/);
      expect(html).toContain(`<video src="/api/files/${TEST_HASH}/media"`);
      expect(html).toContain('aria-label="Media player"');
      expect(html).toMatch(/data-media="video"/);
      expect(html).toContain(`poster="/api/files/${TEST_HASH}/thumbnail"`);
      expect(html).toMatch(/<track kind="captions" src="\/api\/tasks\/[^"]+format=vtt/);
      expect(html).toContain('Transcribed by PocketSphinx.');
      expect(html).toContain('accuracy is low');
      expect(html).toMatch(/role="status"[^>]*>All edits saved</);
    },
    RENDER_TIMEOUT_MS,
  );

  test(
    'says that the media is no longer kept, with no player, and keeps the transcript',
    async () => {
      const html = decode(
        await editorHtml(
          testTranscriptResult({ media_kept: false, file: null, url: '', file_pic: '' }),
          undefined,
        ),
      );
      expect(html).not.toContain('<video');
      expect(html).not.toContain('<audio');
      expect(html).not.toContain('/media"');
      expect(html).toContain('aria-label="Recording"');
      expect(html).toContain('The recording is no longer kept');
      expect(html).toContain('Thank you for having me.');
    },
    RENDER_TIMEOUT_MS,
  );

  test.each([
    ['an MP3', { has_video: false, content_type: 'audio/mpeg' }],
    ['an M4A', { has_video: false, content_type: 'audio/mp4' }],
    ['a file served as audio', { has_video: true, content_type: 'audio/mp4' }],
  ])(
    '%s gets the compact audio player: no video box, the controls in an audio player region',
    async (_what, info) => {
      const html = await editorHtml(
        testTranscriptResult({ file: { ...TEST_FILE, ...info } }),
        undefined,
      );
      expect(html).toContain(`<audio src="/api/files/${TEST_HASH}/media"`);
      expect(html).not.toContain('<video');
      expect(html).not.toContain('poster=');
      expect(html).toMatch(/data-media="audio"/);
      const player = html.slice(html.indexOf('aria-label="Audio player"'));
      expect(player).toMatch(/^aria-label="Audio player"/);
      expect(player).toContain('role="group" aria-label="Player"');
    },
    RENDER_TIMEOUT_MS,
  );

  test(
    'lists the speakers with their names, the unnamed one numbered as the second speaker',
    async () => {
      const html = await editorHtml(testTranscriptResult(), undefined);
      const panel = html.slice(html.indexOf('id="result-speakers-heading"'));
      expect(panel).toContain('>Ana<');
      expect(panel).toContain('>Unknown Speaker 2<');
      expect(panel).toContain('Name of Ana');
    },
    RENDER_TIMEOUT_MS,
  );

  test.each([
    ['a visitor', undefined, false],
    ['a free user', 0, false],
    ['a VIP', 1, true],
  ])(
    'offers every format to %s, ASS only to VIP (%s)',
    async (_who, level, assLink) => {
      const html = decode(await editorHtml(testTranscriptResult(), level));
      const href = (format: string, kind: string) =>
        `href="/api/tasks/${TEST_TASK_ID}/export?format=${format}&kind=${kind}&timestamps=true&speakers=false&locale=en-US"`;
      for (const format of ['srt', 'txt', 'vtt', 'md', 'lrc', 'pdf', 'csv']) {
        expect(html).toContain(href(format, 'subtitle'));
      }
      for (const format of ['docx', 'pdf', 'txt']) expect(html).toContain(href(format, 'document'));
      expect(html).toContain('>WORD<');
      expect(html.includes(href('ass', 'subtitle'))).toBe(assLink);
      expect(html.includes('ASS subtitles are for VIP plans')).toBe(!assLink);
    },
    RENDER_TIMEOUT_MS,
  );

  test(
    'an automatic-detection task is laid out and captioned in the detected language',
    async () => {
      const result = testTranscriptResult({
        task: testTask({ language: 'auto', detected_language: 'ja' }),
        language: 'auto',
      });
      const html = await editorHtml(result, undefined);
      expect(html).toMatch(/<track kind="captions"[^>]*srcLang="ja"/);
      // check()'s findings come after the first paint (a whole check of a long transcript
      // would hold it up): none in the server's render.
      expect(html).not.toContain('characters/s');
    },
    RENDER_TIMEOUT_MS,
  );
});

describe('while the transcript is not there', () => {
  test.each([
    ['queued', 0, 'Waiting in line', 'Waiting in line: 0%'],
    ['recognizing', 45, 'Recognizing speech', 'Recognizing speech: 45%'],
    ['building', 90, 'Building subtitles', 'Building subtitles: 90%'],
  ] as const)(
    'a task at %s shows its stage and percent, and has its stage alone read out',
    async (stage, progress, heard, seen) => {
      const html = await partHtml(
        <TaskProgress
          task={testTask({ status: 'WAITING', stage, progress, finished_time: null })}
        />,
      );
      // The live region changes with the stage only: not at every percent.
      expect(html).toMatch(new RegExp(`role="status"[^>]*>${heard}<`));
      expect(html).toMatch(new RegExp(`aria-hidden="true"[^>]*>${seen}<`));
      expect(html).toContain(`value="${progress}"`);
    },
  );

  test.each([
    [
      'the engine the task says',
      { id: 'pocketsphinx', name: 'PocketSphinx', quality: 'low' } as const,
      'Transcribing with PocketSphinx. This engine’s accuracy is low',
    ],
    [
      'a better engine',
      { id: 'whisper.cpp', name: 'whisper.cpp', quality: 'high' } as const,
      'Transcribing with whisper.cpp. Expect high accuracy.',
    ],
    ['no engine when the task names none', null, undefined],
  ])('a running task names %s', async (_what, engine, text) => {
    const task = testTask({ status: 'WAITING', stage: 'recognizing', progress: 30, engine });
    const html = (await partHtml(<TaskProgress task={task} />)).replace(/<!-- -->/g, '');
    if (text) expect(html).toContain(text);
    expect(html.includes('Transcribing with')).toBe(text !== undefined);
    expect(html).not.toContain('Transcribed by');
  });

  test('a speaker task says how far to trust its speaker labels', async () => {
    const engine = { id: 'pocketsphinx', name: 'PocketSphinx', quality: 'low' } as const;
    const speakers = testTask({
      status: 'WAITING',
      stage: 'recognizing',
      progress: 30,
      engine,
      mode: 2,
    });
    const basic = testTask({
      status: 'WAITING',
      stage: 'recognizing',
      progress: 30,
      engine,
      mode: 1,
    });
    const note = 'Speakers were told apart by their voices, with low accuracy: check the labels.';
    expect((await partHtml(<TaskProgress task={speakers} />)).replace(/<!-- -->/g, '')).toContain(
      note,
    );
    expect(await partHtml(<TaskProgress task={basic} />)).not.toContain('Speakers were told apart');
  });

  test.each([
    ['FAILED', 'The transcription failed', 'No speech was found.', '/transcribe-audio'],
    [
      'DOWNLOAD_FAILED',
      'The link could not be downloaded',
      'The link answered 403.',
      '/transcribe-video',
    ],
  ] as const)('a %s task says why and what to do', async (status, heading, message, tool) => {
    const task = testTask({ status, cost: 2, failure: { code: 'x', message } });
    const html = await partHtml(<TaskFailed task={task} locale="en-US" />);
    expect(html).toContain(`>${heading}</h2>`);
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>${message}<`));
    expect(html).toContain('The credits reserved for it (2) were refunded.');
    expect(html).toContain(`href="${tool}"`);
  });
});
