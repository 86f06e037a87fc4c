import type { Download, DownloadFormat, LinkInfo } from '@captio/api-client';
import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { testDownload, testLink, waitingDownload } from '../../testing/downloads.js';
import { createLinkLookup } from '../link-lookup/link-lookup.js';
import { createDownloadStore, downloadFlow, type DownloadDeps } from './download-flow.js';

/** A rejection as the api client gives one: the status and the api's failure body. */
function refused(status: number, code: string, message: string) {
  const response = { status, data: { code, message } } as AxiosResponse;
  return new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

interface Recorded {
  inspected: string[];
  created: [string, string][];
}

interface Fakes extends Partial<DownloadDeps> {
  inspect?: (url: string) => Promise<LinkInfo>;
}

/**
 * The tool over fakes answering as given: the look-up finds the link, the follow sends each of
 * `updates`, then resolves with the last.
 */
function fakeTool(fakes: Fakes = {}, updates: Download[] = [], format: DownloadFormat = 'mp3') {
  const recorded: Recorded = { inspected: [], created: [] };
  const { inspect, ...overrides } = fakes;
  const link = createLinkLookup({
    inspect: async (url) => {
      recorded.inspected.push(url);
      return inspect ? inspect(url) : testLink({ url });
    },
  });
  const deps: DownloadDeps = {
    create: async (url, asked) => {
      recorded.created.push([url, asked]);
      return waitingDownload(0, { url, format: asked });
    },
    follow: async (_download, onUpdate) => {
      for (const update of updates) onUpdate(update);
      return updates.at(-1) ?? testDownload();
    },
    ...overrides,
  };
  const conversion = createDownloadStore(deps, format);
  /** The tool as its form sees it now. */
  const tool = () => downloadFlow(link, conversion);
  /** Converts the found link, as its button does, until the conversion ends. */
  const convert = async () => {
    tool().convert();
    await vi.waitFor(() => expect(['starting', 'converting']).not.toContain(phaseOf()));
  };
  const phaseOf = () => conversion.getState().phase;
  return { tool, link, conversion, recorded, convert };
}

type Tool = ReturnType<typeof fakeTool>;

/** Types the link and looks it up, as the find button does. */
async function lookUp({ tool, link }: Tool, text: string) {
  tool().setText(text);
  tool().inspect();
  // The check under way for the same link gives its answer.
  await link.getState().check();
}

async function inspected(fakes?: Fakes, updates?: Download[], text = testLink().url) {
  const fake = fakeTool(fakes, updates);
  await lookUp(fake, text);
  return fake;
}

describe('the download tool', () => {
  it('looks the link up, converts it to the page’s format and ends with the file', async () => {
    const progress: number[] = [];
    const fake = await inspected(
      {},
      [waitingDownload(35), waitingDownload(80), testDownload()],
      '  https://www.youtube.com/watch?v=abc123 ',
    );
    expect(fake.tool()).toMatchObject({ phase: 'inspected', problem: undefined });
    expect(fake.tool().lookup).toMatchObject({ link: { title: 'A talk about rivers' } });
    expect(fake.recorded.inspected).toEqual(['https://www.youtube.com/watch?v=abc123']);

    fake.conversion.subscribe((state) => {
      if (state.download && state.phase === 'converting') progress.push(state.download.progress);
    });
    await fake.convert();
    expect(fake.recorded.created).toEqual([['https://www.youtube.com/watch?v=abc123', 'mp3']]);
    expect(progress).toEqual([0, 35, 80, 100]);
    expect(fake.tool()).toMatchObject({ phase: 'done', problem: undefined });
    expect(fake.tool().download).toMatchObject({ status: 'SUCCESS', size: 3_276_800 });
  });

  it.each([
    ['nothing', '', 'empty'],
    ['spaces only', '   ', 'empty'],
    ['a text that is no web address', 'a talk about rivers', 'notLink'],
    ['a text longer than any address', `https://example.com/${'a'.repeat(2100)}`, 'tooLong'],
  ] as const)('refuses %s without asking the api', async (_what, text, problem) => {
    const fake = await inspected({}, [], text);
    expect(fake.tool()).toMatchObject({ phase: 'enter', lookup: { status: 'invalid', problem } });
    expect(fake.recorded.inspected).toEqual([]);
  });

  it('shows the api’s reason for a link it refuses, and the field can be fixed', async () => {
    const reason = 'No se ha encontrado vídeo ni audio en este enlace.';
    const fake = await inspected(
      { inspect: () => Promise.reject(refused(422, 'link_unsupported', reason)) },
      [],
      'https://example.com/page',
    );
    expect(fake.tool()).toMatchObject({
      phase: 'enter',
      lookup: { status: 'failed', message: reason },
    });
    fake.tool().setText('https://example.com/other');
    expect(fake.tool()).toMatchObject({ phase: 'enter', lookup: { status: 'idle' } });
  });

  it('has no reason of the api’s when a look-up gets no answer', async () => {
    const fake = await inspected({
      inspect: () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')),
    });
    expect(fake.tool().lookup).toMatchObject({ status: 'failed', message: undefined });
  });

  it('forgets a looked-up link once its text is changed, not when it is the same', async () => {
    const fake = await inspected();
    fake.tool().setText('https://www.youtube.com/watch?v=abc123 ');
    expect(fake.tool().phase).toBe('inspected');
    fake.tool().setText('https://www.youtube.com/watch?v=other');
    expect(fake.tool()).toMatchObject({ phase: 'enter', lookup: { status: 'idle' } });
  });

  it('ends failed with the api’s localized reason when the download fails', async () => {
    const failure = { code: 'no_audio', message: 'The file has no sound to transcribe.' };
    const fake = await inspected({}, [
      waitingDownload(20),
      testDownload({ status: 'FAILED', failure, size: null, file_hash: null }),
    ]);
    await fake.convert();
    expect(fake.tool()).toMatchObject({
      phase: 'failed',
      problem: { kind: 'failed', message: failure.message },
    });
  });

  it('ends failed without a message of its own when the api gives no reason', async () => {
    const fake = await inspected({}, [testDownload({ status: 'DOWNLOAD_FAILED', failure: null })]);
    await fake.convert();
    expect(fake.tool().problem).toEqual({ kind: 'failed', message: undefined });
  });

  it('keeps the link shown, with the api’s reason, when the download is refused', async () => {
    const fake = await inspected({
      create: () => Promise.reject(refused(429, 'rate_limited', 'Too many links. Wait a minute.')),
    });
    await fake.convert();
    expect(fake.tool()).toMatchObject({
      phase: 'inspected',
      problem: { kind: 'refused', message: 'Too many links. Wait a minute.' },
      lookup: { status: 'found' },
    });
    // Another link: the refusal was about the one before.
    fake.tool().setText('https://x.com/a/status/1');
    expect(fake.tool()).toMatchObject({ phase: 'enter', problem: undefined });
  });

  it('says the connection was lost when following the download fails', async () => {
    const fake = await inspected({
      follow: () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')),
    });
    await fake.convert();
    expect(fake.tool()).toMatchObject({ phase: 'failed', problem: { kind: 'unreachable' } });
  });

  it('does not follow a download the api answers finished already', async () => {
    const fake = await inspected({
      create: async () => testDownload(),
      follow: () => Promise.reject(new Error('not followed')),
    });
    await fake.convert();
    expect(fake.tool().phase).toBe('done');
  });

  it('tries a failed conversion again at once, with the link found', async () => {
    const fake = await inspected({}, [testDownload({ status: 'DOWNLOAD_FAILED', failure: null })]);
    await fake.convert();
    expect(fake.tool().phase).toBe('failed');
    fake.tool().retry();
    await vi.waitFor(() => expect(fake.recorded.created).toHaveLength(2));
    expect(fake.recorded.created[1]).toEqual(fake.recorded.created[0]);
    expect(fake.recorded.inspected).toHaveLength(1);
  });

  it('starts again empty to convert another, or with the same text to try again', async () => {
    const fake = await inspected();
    await fake.convert();
    fake.tool().reset(true);
    expect(fake.tool()).toMatchObject({
      phase: 'enter',
      text: 'https://www.youtube.com/watch?v=abc123',
      lookup: { status: 'idle' },
      download: undefined,
    });
    fake.tool().reset(false);
    expect(fake.tool().text).toBe('');
  });

  it('stops following when the tool goes away, and leaves its state as it was', async () => {
    let seenSignal: AbortSignal | undefined;
    const fake = await inspected({
      follow: (_download, _onUpdate, signal) => {
        seenSignal = signal;
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    });
    fake.tool().convert();
    await vi.waitFor(() => expect(seenSignal).toBeDefined());
    fake.conversion.getState().stop();
    await Promise.resolve();
    expect(seenSignal?.aborted).toBe(true);
    expect(fake.tool()).toMatchObject({ phase: 'converting', problem: undefined });
  });

  it('ignores a convert before any link is found, and edits while converting', async () => {
    const fake = fakeTool({}, [], 'mp4');
    fake.tool().convert();
    expect(fake.recorded.created).toEqual([]);
    await lookUp(fake, 'https://x.com/a/status/1');
    const converting = fake.convert();
    fake.tool().setText('https://x.com/b/status/2');
    fake.tool().inspect();
    expect(fake.tool().text).toBe('https://x.com/a/status/1');
    await converting;
    expect(fake.recorded.created).toEqual([['https://x.com/a/status/1', 'mp4']]);
    expect(fake.recorded.inspected).toEqual(['https://x.com/a/status/1']);
  });
});
