import type { LinkInfo } from '@captio/api-client';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../testing/fake-api.js';
import { linkInfo } from '../../testing/link-fakes.js';
import { settle } from '../../testing/transcribe-fakes.js';
import { createLinkLookup, takeLink } from './link-lookup.js';

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

/** A lookup whose api answers only when told: each question, its signal, and its answer. */
function heldLookup(text = '') {
  const asked: { url: string; signal: AbortSignal; answer: () => void }[] = [];
  const store = createLinkLookup(
    {
      inspect: (url, signal) =>
        new Promise<LinkInfo>((resolve) =>
          asked.push({ url, signal, answer: () => resolve(linkInfo({ url, title: url })) }),
        ),
    },
    text,
  );
  return { store, asked };
}

type Held = ReturnType<typeof heldLookup>;
const FIRST = 'https://www.youtube.com/watch?v=first';
const SECOND = 'https://www.youtube.com/watch?v=second';

describe('which lookup wins', () => {
  it.each<[string, (held: Held) => void, { text: string; status: string; shown?: string }]>([
    [
      'another link typed while the first is looked up: the field, with nothing looked up',
      ({ store }) => store.getState().edit(SECOND),
      { text: SECOND, status: 'idle' },
    ],
    [
      'another link checked while the first is looked up: the second',
      ({ store }) => void takeLink(store, SECOND),
      { text: SECOND, status: 'found', shown: SECOND },
    ],
    [
      'the same link typed again (spaces around it): the first, still under way',
      ({ store }) => store.getState().edit(` ${FIRST} `),
      { text: ` ${FIRST} `, status: 'found', shown: FIRST },
    ],
    [
      'the tool left (unmounted): nothing more is shown',
      ({ store }) => store.getState().stop(),
      { text: FIRST, status: 'checking' },
    ],
    [
      'the tool reset ("convert another"): an empty field',
      ({ store }) => store.getState().reset(''),
      { text: '', status: 'idle' },
    ],
  ])('%s', async (_case, meanwhile, expected) => {
    const held = heldLookup();
    const first = takeLink(held.store, FIRST);
    meanwhile(held);
    for (const question of held.asked) question.answer();
    await first;
    await settle();
    const { text, lookup } = held.store.getState();
    expect({ text, status: lookup.status }).toEqual({
      text: expected.text,
      status: expected.status,
    });
    if (expected.shown) expect(lookup).toMatchObject({ link: { title: expected.shown } });
    // Only the lookup that wins is still asked for: the others' requests are cancelled.
    const live = held.asked.filter((question) => !question.signal.aborted).map((q) => q.url);
    expect(live).toEqual(expected.shown ? [expected.shown] : []);
  });

  it('gives the lookup dropped meanwhile no link to go on with', async () => {
    const { store, asked } = heldLookup();
    const first = takeLink(store, FIRST);
    const second = takeLink(store, SECOND);
    asked.forEach((question) => question.answer());
    expect(await first).toBeUndefined();
    expect(await second).toMatchObject({ url: SECOND });
  });

  it('starts with the text the page gives, looked up only when asked', async () => {
    const { store, asked } = heldLookup(FIRST);
    expect(store.getState()).toMatchObject({ text: FIRST, lookup: { status: 'idle' } });
    expect(asked).toEqual([]);
    const found = store.getState().check();
    asked[0]?.answer();
    expect(await found).toMatchObject({ url: FIRST });
  });
});
