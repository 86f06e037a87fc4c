import type { Download } from '@captio/api-client';
import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { testDownload, testLink, waitingDownload } from '../../testing/downloads.js';
import { createDownloadStore, type DownloadDeps } from './download-flow.js';

/** A rejection as the api client gives one: the status and the api's failure body. */
function refused(status: number, code: string, message: string) {
  const response = { status, data: { code, message } } as AxiosResponse;
  return new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

interface Recorded {
  inspected: string[];
  created: [string, string][];
}

/** Deps answering as given; the follow sends each of `updates`, then resolves with the last. */
function fakeDeps(overrides: Partial<DownloadDeps> = {}, updates: Download[] = []) {
  const recorded: Recorded = { inspected: [], created: [] };
  const deps: DownloadDeps = {
    inspect: async (url) => {
      recorded.inspected.push(url);
      return testLink({ url });
    },
    create: async (url, format) => {
      recorded.created.push([url, format]);
      return waitingDownload(0, { url, format });
    },
    follow: async (_download, onUpdate) => {
      for (const update of updates) onUpdate(update);
      return updates.at(-1) ?? testDownload();
    },
    ...overrides,
  };
  return { deps, recorded };
}

async function inspected(deps: DownloadDeps, text = 'https://www.youtube.com/watch?v=abc123') {
  const store = createDownloadStore(deps, 'mp3');
  store.getState().setText(text);
  await store.getState().inspect();
  return store;
}

describe('the download tool', () => {
  it('looks the link up, converts it to the page’s format and ends with the file', async () => {
    const progress: number[] = [];
    const { deps, recorded } = fakeDeps({}, [
      waitingDownload(35),
      waitingDownload(80),
      testDownload(),
    ]);
    const store = await inspected(deps, '  https://www.youtube.com/watch?v=abc123 ');
    expect(store.getState()).toMatchObject({ phase: 'inspected', problem: undefined });
    expect(store.getState().link?.title).toBe('A talk about rivers');
    expect(recorded.inspected).toEqual(['https://www.youtube.com/watch?v=abc123']);

    store.subscribe((state) => {
      if (state.download && state.phase === 'converting') progress.push(state.download.progress);
    });
    await store.getState().convert();
    expect(recorded.created).toEqual([['https://www.youtube.com/watch?v=abc123', 'mp3']]);
    expect(progress).toEqual([0, 35, 80, 100]);
    expect(store.getState()).toMatchObject({ phase: 'done', problem: undefined });
    expect(store.getState().download).toMatchObject({ status: 'SUCCESS', size: 3_276_800 });
  });

  it.each([
    ['nothing', '', 'empty'],
    ['spaces only', '   ', 'empty'],
    ['a text longer than any address', `https://example.com/${'a'.repeat(2100)}`, 'tooLong'],
  ] as const)('refuses %s without asking the api', async (_what, text, kind) => {
    const { deps, recorded } = fakeDeps();
    const store = await inspected(deps, text);
    expect(store.getState()).toMatchObject({ phase: 'enter', problem: { kind } });
    expect(recorded.inspected).toEqual([]);
  });

  it('takes an address copied without its scheme as https', async () => {
    const { deps, recorded } = fakeDeps();
    await inspected(deps, 'www.youtube.com/watch?v=abc123');
    expect(recorded.inspected).toEqual(['https://www.youtube.com/watch?v=abc123']);
  });

  it('shows the api’s reason for a link it refuses, and the field can be fixed', async () => {
    const reason = 'No se ha encontrado vídeo ni audio en este enlace.';
    const { deps } = fakeDeps({
      inspect: () => Promise.reject(refused(422, 'link_unsupported', reason)),
    });
    const store = await inspected(deps, 'https://example.com/page');
    expect(store.getState()).toMatchObject({
      phase: 'enter',
      link: undefined,
      problem: { kind: 'refused', message: reason },
    });
    store.getState().setText('https://example.com/other');
    expect(store.getState().problem).toBeUndefined();
  });

  it('says the api could not be reached when a call gets no answer', async () => {
    const { deps } = fakeDeps({
      inspect: () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')),
    });
    const store = await inspected(deps);
    expect(store.getState().problem).toEqual({ kind: 'unreachable' });
  });

  it('forgets a looked-up link once its text is changed, not when it is the same', async () => {
    const { deps } = fakeDeps();
    const store = await inspected(deps);
    store.getState().setText('https://www.youtube.com/watch?v=abc123 ');
    expect(store.getState().phase).toBe('inspected');
    store.getState().setText('https://www.youtube.com/watch?v=other');
    expect(store.getState()).toMatchObject({ phase: 'enter', link: undefined });
  });

  it('ends failed with the api’s localized reason when the download fails', async () => {
    const failure = { code: 'no_audio', message: 'The file has no sound to transcribe.' };
    const { deps } = fakeDeps({}, [
      waitingDownload(20),
      testDownload({ status: 'FAILED', failure, size: null, file_hash: null }),
    ]);
    const store = await inspected(deps);
    await store.getState().convert();
    expect(store.getState()).toMatchObject({
      phase: 'failed',
      problem: { kind: 'failed', message: failure.message },
    });
  });

  it('ends failed without a message of its own when the api gives no reason', async () => {
    const { deps } = fakeDeps({}, [testDownload({ status: 'DOWNLOAD_FAILED', failure: null })]);
    const store = await inspected(deps);
    await store.getState().convert();
    expect(store.getState().problem).toEqual({ kind: 'failed', message: undefined });
  });

  it('keeps the link shown, with the api’s reason, when the download is refused', async () => {
    const { deps } = fakeDeps({
      create: () => Promise.reject(refused(429, 'rate_limited', 'Too many links. Wait a minute.')),
    });
    const store = await inspected(deps);
    await store.getState().convert();
    expect(store.getState()).toMatchObject({
      phase: 'inspected',
      problem: { kind: 'refused', message: 'Too many links. Wait a minute.' },
    });
    expect(store.getState().link).toBeDefined();
  });

  it('says the connection was lost when following the download fails', async () => {
    const { deps } = fakeDeps({
      follow: () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')),
    });
    const store = await inspected(deps);
    await store.getState().convert();
    expect(store.getState()).toMatchObject({ phase: 'failed', problem: { kind: 'unreachable' } });
  });

  it('does not follow a download the api answers finished already', async () => {
    const { deps } = fakeDeps({
      create: async () => testDownload(),
      follow: () => Promise.reject(new Error('not followed')),
    });
    const store = await inspected(deps);
    await store.getState().convert();
    expect(store.getState().phase).toBe('done');
  });

  it('starts again empty to convert another, or with the same text to try again', async () => {
    const { deps } = fakeDeps();
    const store = await inspected(deps);
    await store.getState().convert();
    store.getState().reset(true);
    expect(store.getState()).toMatchObject({
      phase: 'enter',
      text: 'https://www.youtube.com/watch?v=abc123',
      link: undefined,
      download: undefined,
    });
    store.getState().reset(false);
    expect(store.getState().text).toBe('');
  });

  it('stops following when the tool goes away, and leaves its state as it was', async () => {
    let seenSignal: AbortSignal | undefined;
    const { deps } = fakeDeps({
      follow: (_download, _onUpdate, signal) => {
        seenSignal = signal;
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    });
    const store = await inspected(deps);
    const converting = store.getState().convert();
    await vi.waitFor(() => expect(seenSignal).toBeDefined());
    store.getState().stop();
    await converting;
    expect(seenSignal?.aborted).toBe(true);
    expect(store.getState()).toMatchObject({ phase: 'converting', problem: undefined });
  });

  it('ignores a convert before any link is found, and edits while converting', async () => {
    const { deps, recorded } = fakeDeps();
    const store = createDownloadStore(deps, 'mp4');
    await store.getState().convert();
    expect(recorded.created).toEqual([]);
    store.getState().setText('https://x.com/a/status/1');
    await store.getState().inspect();
    const converting = store.getState().convert();
    store.getState().setText('https://x.com/b/status/2');
    expect(store.getState().text).toBe('https://x.com/a/status/1');
    await converting;
    expect(recorded.created).toEqual([['https://x.com/a/status/1', 'mp4']]);
  });
});
