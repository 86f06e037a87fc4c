import type { Task } from '@captio/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api.js';
import { linkInfo } from '../../testing/link-fakes.js';
import { task } from '../../testing/transcribe-fakes.js';
import { createStartStore, type StartDeps } from '../transcribe/start-store.js';
import { createLinkLookup } from '../link-lookup/link-lookup.js';
import { startFromLink } from './start-link.js';

const URL_GIVEN = 'http://127.0.0.1:8080/speech.m4a';
const linkTask = task({ file_hash: null, source_url: URL_GIVEN, stage: 'downloading' });
const found = { data: { data: { link: linkInfo({ url: URL_GIVEN, site: 'direct' }) } } };
const created = { status: 201, data: { data: { task: linkTask } } };

/** The start flow and the link lookup over the real api client, answered from a table. */
function flow(routes: FakeRoutes, language = 'en-US') {
  const { api, calls } = fakeApi({
    'POST /api/links/inspect/': found,
    'POST /api/tasks/create/': created,
    ...routes,
  });
  const deps: StartDeps = {
    upload: () => Promise.reject(new Error('a link is not uploaded')),
    createTask: async (request) =>
      (await api.call('createTask', { body: request }, { toast: false })).data.task,
    fingerprint: async () => 'f'.repeat(64),
    started: vi.fn<(task: Task) => void>(),
    prompt: vi.fn<StartDeps['prompt']>(),
    objectUrls: { create: () => 'blob:x', revoke: () => undefined },
  };
  const start = createStartStore(deps, { language, mode: 'basic' });
  const lookup = createLinkLookup({
    inspect: async (url, signal) =>
      (await api.call('inspectLink', { body: { url } }, { toast: false, signal })).data.link,
  });
  const asked = () => calls.map((call) => `${call.method} ${call.path}`);
  const bodies = (path: string) =>
    calls.filter((call) => call.path === path).map((call) => call.body);
  return { start, lookup, deps, asked, bodies };
}

describe('starting from a link', () => {
  it('looks the link up, then creates the task from its address: nothing uploaded', async () => {
    const { start, lookup, deps, asked, bodies } = flow({});
    lookup.getState().edit(URL_GIVEN);
    await startFromLink(lookup, start);
    expect(asked()).toEqual(['POST /api/links/inspect/', 'POST /api/tasks/create/']);
    expect(bodies('/api/tasks/create/')).toEqual([
      { url: URL_GIVEN, language: 'en-US', mode: 1, model: 1, fingerprint: 'f'.repeat(64) },
    ]);
    // No file: the result page finds the task by its id (LINK_TASK_HASH).
    expect(deps.started).toHaveBeenCalledWith(linkTask, undefined);
    expect(start.getState()).toMatchObject({ phase: 'done', upload: 'idle', failure: undefined });
  });

  it('does not look a link up twice when it was looked up already', async () => {
    const { start, lookup, asked } = flow({});
    lookup.getState().edit(URL_GIVEN);
    await lookup.getState().check();
    await startFromLink(lookup, start);
    expect(asked()).toEqual(['POST /api/links/inspect/', 'POST /api/tasks/create/']);
  });

  it('creates no task for a link the api refused to look up', async () => {
    const { start, lookup, asked, deps } = flow({
      'POST /api/links/inspect/': {
        status: 422,
        data: { message: 'No video or audio was found at this link.', code: 'link_unsupported' },
      },
    });
    lookup.getState().edit(URL_GIVEN);
    await startFromLink(lookup, start);
    expect(asked()).toEqual(['POST /api/links/inspect/']);
    expect(lookup.getState().lookup).toMatchObject({
      status: 'failed',
      message: 'No video or audio was found at this link.',
    });
    expect(deps.started).not.toHaveBeenCalled();
    expect(start.getState().phase).toBe('choose');
  });

  it('creates no task for a text that is no link', async () => {
    const { start, lookup, asked } = flow({});
    lookup.getState().edit('my video');
    await startFromLink(lookup, start);
    expect(asked()).toEqual([]);
    expect(lookup.getState().lookup).toEqual({ status: 'invalid', problem: 'notLink' });
  });

  it('refuses a language no engine transcribes, as for a file, before any task', async () => {
    const { start, lookup, asked } = flow({}, 'fr-FR');
    start.getState().setEngines([{ name: 'PocketSphinx', languages: ['en-US'] }]);
    lookup.getState().edit(URL_GIVEN);
    await startFromLink(lookup, start);
    expect(asked()).toEqual(['POST /api/links/inspect/']);
    expect(start.getState().failure).toEqual({ kind: 'unsupportedLanguage', code: 'fr-FR' });
  });

  it.each([
    [
      'a link longer than the plan allows: the api’s message',
      {
        status: 413,
        data: {
          message: 'Este archivo dura más de 30 minutos, lo que permite tu plan.',
          code: 'too_long',
        },
      },
      {
        kind: 'refused',
        message: 'Este archivo dura más de 30 minutos, lo que permite tu plan.',
      },
      undefined,
    ],
    [
      'credits that do not cover it: the insufficient-credit modal',
      { status: 402, data: { message: 'Not enough credits', code: 'insufficient_credits' } },
      { kind: 'insufficientCredits' },
      'insufficientCredits',
    ],
    [
      'a visitor past the free uses: the sign-up prompt',
      { status: 403, data: { message: 'Sign up', code: 'free_uses_exhausted' } },
      { kind: 'freeUsesExhausted' },
      'freeUsesExhausted',
    ],
  ] as const)('%s', async (_case, answer, failure, prompt) => {
    const { start, lookup, deps } = flow({ 'POST /api/tasks/create/': answer });
    lookup.getState().edit(URL_GIVEN);
    await startFromLink(lookup, start);
    expect(start.getState()).toMatchObject({ phase: 'choose', failure });
    if (prompt) expect(deps.prompt).toHaveBeenCalledWith(prompt);
    else expect(deps.prompt).not.toHaveBeenCalled();
    expect(deps.started).not.toHaveBeenCalled();
  });
});
