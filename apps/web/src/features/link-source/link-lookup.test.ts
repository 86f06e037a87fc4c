import type { LinkInfo } from '@captio/api-client';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../testing/fake-api.js';
import { linkInfo } from '../../testing/link-fakes.js';
import { settle } from '../../testing/transcribe-fakes.js';
import { createLinkLookup, readLink } from './link-lookup.js';

const TALK = linkInfo();

const INSPECT = 'POST /api/links/inspect/';
const refused = {
  status: 422,
  data: {
    message: 'No se puede obtener este enlace: solo se aceptan direcciones públicas.',
    code: 'link_refused',
  },
};

/** The lookup over the real api client, answered from a table. */
function lookupWith(answer: FakeAnswer | (() => FakeAnswer)) {
  const { api, calls } = fakeApi({ [INSPECT]: answer });
  const store = createLinkLookup({
    inspect: async (url, signal) =>
      (await api.call('inspectLink', { body: { url } }, { toast: false, signal })).data.link,
  });
  return { store, calls };
}

describe('reading a pasted link', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', { url: 'https://www.youtube.com/watch?v=abc' }],
    ['  http://127.0.0.1:8080/speech.m4a \n', { url: 'http://127.0.0.1:8080/speech.m4a' }],
    ['youtube.com/watch?v=abc', { url: 'https://youtube.com/watch?v=abc' }],
    ['', { problem: 'empty' }],
    ['   ', { problem: 'empty' }],
    ['hello there', { problem: 'notLink' }],
    ['ftp://example.com/a.mp3', { problem: 'notLink' }],
    ['javascript:alert(1)', { problem: 'notLink' }],
    [`https://example.com/${'a'.repeat(2048)}`, { problem: 'tooLong' }],
  ] as const)('%j reads as %j', (text, expected) => {
    expect(readLink(text)).toEqual(expected);
  });
});

describe('the lookup of a link', () => {
  it('says what is wrong with a text that is no link, without asking the api', async () => {
    const { store, calls } = lookupWith({ data: { data: { link: TALK } } });
    store.getState().edit('not a link');
    expect(await store.getState().check()).toBeUndefined();
    expect(store.getState().lookup).toEqual({ status: 'invalid', problem: 'notLink' });
    expect(calls).toEqual([]);
  });

  it('is checking while the api looks, then holds what the site says', async () => {
    let answer: (link: LinkInfo) => void = () => undefined;
    const asked: string[] = [];
    const store = createLinkLookup({
      inspect: (url) => {
        asked.push(url);
        return new Promise<LinkInfo>((resolve) => (answer = resolve));
      },
    });
    store.getState().edit(' https://www.youtube.com/watch?v=abc ');
    const checked = store.getState().check();
    expect(store.getState().lookup).toEqual({ status: 'checking', url: TALK.url });
    answer(TALK);
    expect(await checked).toEqual({ url: TALK.url, link: TALK });
    expect(store.getState().lookup).toEqual({ status: 'found', url: TALK.url, link: TALK });
    expect(asked).toEqual([TALK.url]);
  });

  it('asks the api once for the same link: a second check (the submit) takes the first answer', async () => {
    const { store, calls } = lookupWith({ data: { data: { link: TALK } } });
    store.getState().edit(TALK.url);
    const first = store.getState().check();
    const second = store.getState().check();
    expect(await second).toEqual(await first);
    // The same link typed again (a trailing space) keeps its lookup.
    store.getState().edit(`${TALK.url} `);
    expect(await store.getState().check()).toEqual({ url: TALK.url, link: TALK });
    expect(calls.map((call) => call.body)).toEqual([{ url: TALK.url }]);
  });

  it('keeps the api’s reason for refusing a link, in the language it was written in', async () => {
    const { store } = lookupWith(refused);
    store.getState().edit('http://10.0.0.1/a.mp4');
    expect(await store.getState().check()).toBeUndefined();
    expect(store.getState().lookup).toEqual({
      status: 'failed',
      url: 'http://10.0.0.1/a.mp4',
      message: refused.data.message,
    });
  });

  it('has no reason to give when the api did not answer with one', async () => {
    const { store } = lookupWith({ status: 502, data: '<html>Bad gateway</html>' });
    store.getState().edit(TALK.url);
    await store.getState().check();
    expect(store.getState().lookup).toEqual({
      status: 'failed',
      url: TALK.url,
      message: undefined,
    });
  });

  it('drops a lookup whose link was changed meanwhile: the late answer is not shown', async () => {
    const { store } = lookupWith({ data: { data: { link: TALK } } });
    store.getState().edit(TALK.url);
    const late = store.getState().check();
    store.getState().edit('https://x.com/someone/status/1');
    expect(await late).toBeUndefined();
    await settle();
    expect(store.getState()).toMatchObject({
      text: 'https://x.com/someone/status/1',
      lookup: { status: 'idle' },
    });
  });

  it('looks a link up again after a failure (the site may answer now)', async () => {
    let answers = 0;
    const { store, calls } = lookupWith(() =>
      ++answers === 1
        ? { status: 504, data: { message: 'Too slow', code: 'link_timeout' } }
        : {
            data: { data: { link: TALK } },
          },
    );
    store.getState().edit(TALK.url);
    await store.getState().check();
    expect(store.getState().lookup.status).toBe('failed');
    await store.getState().check();
    expect(store.getState().lookup.status).toBe('found');
    expect(calls).toHaveLength(2);
  });
});
