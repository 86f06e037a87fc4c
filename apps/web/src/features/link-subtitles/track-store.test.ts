import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { LinkSubtitleRequest, Task } from '@captio/api-client';
import { describe, expect, it, vi } from 'vitest';
import { FILE_HASH, task, TASK_ID } from '../../testing/transcribe-fakes.js';
import { createTrackStore, type TrackDeps } from './track-store.js';

const ENGLISH = { language: 'en', name: 'English', automatic: false };
const AUTO_ENGLISH = { language: 'en', name: 'English (auto-generated)', automatic: true };
const SOURCE = { url: 'https://www.youtube.com/watch?v=abc', title: 'A talk' };
const SRT = new TextEncoder().encode('1\n00:00:00,500 --> 00:00:01,500\nHello\n').buffer;

function rejected(status: number, body: unknown): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const data = new TextEncoder().encode(JSON.stringify(body)).buffer;
  const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

/** Fakes of the world; follow() hands the test the task's updates to play. */
function setup(overrides: Partial<TrackDeps> = {}) {
  const saved: { text: string; fileName: string; type: string }[] = [];
  const opened: { taskId: string; fileHash: string }[] = [];
  const asked: LinkSubtitleRequest[] = [];
  let update: ((task: Task) => void) | undefined;
  let finish: ((task: Task) => void) | undefined;
  let followSignal: AbortSignal | undefined;
  const deps: TrackDeps = {
    fetchTrack: async (request) => {
      asked.push(request);
      return {
        data: SRT,
        fileName: `A talk.en.${request.format ?? 'srt'}`,
        contentType: 'text/plain',
      };
    },
    save: (data, fileName, type) =>
      saved.push({ text: new TextDecoder().decode(data), fileName, type }),
    createTask: vi.fn(async () =>
      task({ file_hash: null, source_url: SOURCE.url, stage: 'queued' }),
    ),
    follow: (_taskId, onUpdate, signal) =>
      new Promise<Task>((resolve, reject) => {
        update = onUpdate;
        finish = resolve;
        followSignal = signal;
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
    opened: (openedTask, fileHash) => opened.push({ taskId: openedTask.task_id, fileHash }),
    askVip: vi.fn(),
    level: () => undefined,
    ...overrides,
  };
  const store = createTrackStore(deps, SOURCE);
  return {
    store,
    deps,
    saved,
    opened,
    asked,
    update: (next: Task) => update?.(next),
    finish: (last: Task) => finish?.(last),
    followSignal: () => followSignal,
  };
}

describe('downloading a track', () => {
  it('asks for the track in the chosen format and saves the file under the api’s name', async () => {
    const { store, saved, asked } = setup();
    store.getState().chooseFormat(AUTO_ENGLISH, 'vtt');
    await store.getState().download(AUTO_ENGLISH);
    expect(asked).toEqual([{ url: SOURCE.url, language: 'en', automatic: true, format: 'vtt' }]);
    expect(saved).toEqual([
      { text: expect.stringContaining('Hello'), fileName: 'A talk.en.vtt', type: 'text/plain' },
    ]);
    expect(store.getState().notices['automatic:en']).toEqual({
      kind: 'saved',
      fileName: 'A talk.en.vtt',
    });
    expect(store.getState().work).toEqual({});
  });

  it('keeps the written and the automatic track of one language apart, SRT by default', async () => {
    const { store, asked } = setup();
    store.getState().chooseFormat(AUTO_ENGLISH, 'txt');
    await store.getState().download(ENGLISH);
    expect(asked).toEqual([{ url: SOURCE.url, language: 'en', automatic: false, format: 'srt' }]);
  });

  it('shows the track as busy while the file comes, and ignores a second click meanwhile', async () => {
    let answer: (() => void) | undefined;
    const fetchTrack = vi.fn(
      () =>
        new Promise<{ data: ArrayBuffer; fileName: string; contentType: string }>((resolve) => {
          answer = () => resolve({ data: SRT, fileName: 'a.srt', contentType: 'text/plain' });
        }),
    );
    const { store } = setup({ fetchTrack });
    const first = store.getState().download(ENGLISH);
    void store.getState().download(ENGLISH);
    expect(store.getState().work['written:en']).toEqual({ kind: 'downloading', format: 'srt' });
    answer?.();
    await first;
    expect(fetchTrack).toHaveBeenCalledTimes(1);
  });

  it('opens the shop’s prompt instead of asking for ASS below VIP', async () => {
    const { store, deps, asked } = setup();
    store.getState().chooseFormat(ENGLISH, 'ass');
    await store.getState().download(ENGLISH);
    expect(deps.askVip).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
  });

  it('asks a VIP’s ASS, and says the api’s refusal when the plan has just ended', async () => {
    const refusal = { message: 'ASS is for VIP plans.', code: 'vip_only' };
    const { store, deps } = setup({
      level: () => 1,
      fetchTrack: () => Promise.reject(rejected(403, refusal)),
    });
    store.getState().chooseFormat(ENGLISH, 'ass');
    await store.getState().download(ENGLISH);
    expect(deps.askVip).toHaveBeenCalledOnce();
    expect(store.getState().notices['written:en']).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', ...refusal },
    });
  });

  it('says a track the site no longer has in the api’s words, and clears it on a new choice', async () => {
    const refusal = { message: 'This link has no subtitle track in en.', code: 'no_track' };
    const { store } = setup({ fetchTrack: () => Promise.reject(rejected(404, refusal)) });
    await store.getState().download(ENGLISH);
    expect(store.getState().notices['written:en']).toMatchObject({
      kind: 'failed',
      failure: { message: refusal.message },
    });
    store.getState().chooseFormat(ENGLISH, 'vtt');
    expect(store.getState().notices['written:en']).toBeUndefined();
  });
});

describe('opening a track in the editor', () => {
  it('makes a free basic task of the link with the track, and goes to its result once it has its file', async () => {
    const flow = setup();
    const opening = flow.store.getState().open(AUTO_ENGLISH);
    await vi.waitFor(() => expect(flow.followSignal()).toBeDefined());
    expect(flow.deps.createTask).toHaveBeenCalledWith({
      url: SOURCE.url,
      language: 'en',
      mode: 1,
      subtitle_track: { language: 'en', automatic: true },
    });
    flow.update(task({ file_hash: null, stage: 'downloading', progress: 20 }));
    expect(flow.store.getState().work['automatic:en']).toEqual({ kind: 'opening', percent: 20 });
    expect(flow.opened).toEqual([]);
    flow.update(task({ file_hash: FILE_HASH, stage: 'building', progress: 60 }));
    await opening;
    expect(flow.opened).toEqual([{ taskId: TASK_ID, fileHash: FILE_HASH }]);
    expect(flow.followSignal()?.aborted).toBe(true);
    expect(flow.store.getState().work).toEqual({});
  });

  it('goes at once when the task already has its file', async () => {
    const flow = setup({ createTask: async () => task({ status: 'SUCCESS' }) });
    await flow.store.getState().open(ENGLISH);
    expect(flow.opened).toEqual([{ taskId: TASK_ID, fileHash: FILE_HASH }]);
  });

  it('says why the task failed before it had its file', async () => {
    const flow = setup();
    const opening = flow.store.getState().open(ENGLISH);
    await vi.waitFor(() => expect(flow.followSignal()).toBeDefined());
    flow.finish(
      task({
        file_hash: null,
        status: 'DOWNLOAD_FAILED',
        failure: {
          code: 'link_unavailable',
          message: 'The site does not let us fetch this media.',
        },
      }),
    );
    await opening;
    expect(flow.opened).toEqual([]);
    expect(flow.store.getState().notices['written:en']).toEqual({
      kind: 'taskFailed',
      message: 'The site does not let us fetch this media.',
    });
  });

  it('says the api’s refusal of the task', async () => {
    const refusal = {
      message: 'No video or audio was found at this link.',
      code: 'link_unsupported',
    };
    const flow = setup({ createTask: () => Promise.reject(rejected(422, refusal)) });
    await flow.store.getState().open(ENGLISH);
    expect(flow.store.getState().notices['written:en']).toMatchObject({
      kind: 'failed',
      failure: { kind: 'refused', message: refusal.message },
    });
  });

  it('stops following when the page is left, without a notice', async () => {
    const flow = setup();
    const opening = flow.store.getState().open(ENGLISH);
    await vi.waitFor(() => expect(flow.followSignal()).toBeDefined());
    flow.store.getState().dispose();
    await opening;
    expect(flow.followSignal()?.aborted).toBe(true);
    expect(flow.store.getState().notices).toEqual({});
    expect(flow.opened).toEqual([]);
  });
});
