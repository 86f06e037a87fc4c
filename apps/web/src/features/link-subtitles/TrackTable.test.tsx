import { readFileSync } from 'node:fs';
import { userData } from '@captio/api-client/testing';
import type { Locale } from '@captio/routing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SessionState } from '../../state/session-store.js';
import { StoresProvider } from '../../state/stores.js';
import { testStores } from '../../testing/stores.js';
import { LinkLookupForm } from './LinkLookupForm.js';
import {
  createTrackStore,
  type TrackDeps,
  type TrackState,
  type TrackStore,
} from './track-store.js';
import { TrackTable } from './TrackTable.js';

function messages(locale: Locale): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

const TRACKS = [
  { language: 'en', name: 'English (auto-generated)', automatic: true },
  { language: 'de', name: 'Deutsch', automatic: false },
];

const unused = () => {
  throw new Error('not called by a render');
};
const DEPS: TrackDeps = {
  fetchTrack: unused,
  save: unused,
  createTask: unused,
  follow: unused,
  opened: unused,
  askVip: unused,
  level: () => undefined,
};

function render(
  node: React.ReactNode,
  { locale = 'en-US', session = {} }: { locale?: Locale; session?: Partial<SessionState> } = {},
) {
  return renderToStaticMarkup(
    <StoresProvider stores={testStores({ locale }, {}, session)}>
      <IntlProvider locale={locale} messages={messages(locale)}>
        {node}
      </IntlProvider>
    </StoresProvider>,
  );
}

/** A store in a given state from the start: the server's render shows a store's first state. */
function storeIn(state: Partial<TrackState>): TrackStore {
  const actions = createTrackStore(DEPS, { url: 'https://a.test/v', title: 'A talk' }).getState();
  return createStore(() => ({ ...actions, ...state }));
}

const table = (store: TrackStore, options?: Parameters<typeof render>[1]) =>
  render(<TrackTable tracks={TRACKS} store={store} locale={options?.locale ?? 'en-US'} />, options);

const rowHeaders = (html: string) =>
  [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((match) => match[1]);
const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((match) => match[1]);

describe('the track table', () => {
  it('is a table under its heading, a row per track headed by its language, written ones first', () => {
    const html = table(createTrackStore(DEPS, { url: 'https://a.test/v', title: 'A talk' }));
    expect(html).toMatch(/<h3 id="([^"]+)"[^>]*>Subtitle tracks<\/h3>/);
    expect(html).toContain('The video offers 2 subtitle tracks.');
    expect(html).toMatch(/<table aria-labelledby="[^"]+"/);
    expect([...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((match) => match[1])).toEqual([
      'Language',
      'Name on the site',
      'Kind',
      'Format',
      'Actions',
    ]);
    expect(rowHeaders(html)).toEqual(['German', 'English']);
    expect(html.indexOf('Written')).toBeLessThan(html.indexOf('Automatic'));
    expect(html).toContain('Made by the site’s speech recognition');
  });

  it('leaves out the name column when the site names no track', () => {
    const unnamed = TRACKS.map((track) => ({ ...track, name: null }));
    const html = render(
      <TrackTable
        tracks={unnamed}
        store={createTrackStore(DEPS, { url: 'https://a.test/v', title: 'A talk' })}
        locale="en-US"
      />,
    );
    expect([...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((match) => match[1])).toEqual([
      'Language',
      'Kind',
      'Format',
      'Actions',
    ]);
    expect(html.match(/<td>/g)?.length ?? 0).toBe(unnamed.length * 3);
  });

  it('names every control after its track, automatic ones as such', () => {
    const html = table(createTrackStore(DEPS, { url: 'https://a.test/v', title: 'A talk' }));
    expect(buttonNames(html)).toEqual([
      'Download the German subtitles as SRT',
      'Open in the editor: German subtitles',
      'Download the English (automatic) subtitles as SRT',
      'Open in the editor: English (automatic) subtitles',
    ]);
    expect(html).toContain('aria-label="Format of the English (automatic) subtitles"');
  });

  it('marks ASS as VIP only for a visitor and a free user, not for a VIP', () => {
    const store = createTrackStore(DEPS, { url: 'https://a.test/v', title: 'A talk' });
    const free = table(store, { session: { user: userData({ level: 0 }) } });
    expect(free).toContain('<option value="ass">ASS (VIP only)</option>');
    expect(free).toContain('ASS subtitles are for VIP plans.');
    const vip = table(store, { session: { user: userData({ level: 1 }) } });
    expect(vip).toContain('<option value="ass">ASS</option>');
    expect(vip).not.toContain('VIP only');
  });

  it('says what each track is doing and what happened to it, in its own words', () => {
    const store = storeIn({
      formats: { 'written:de': 'vtt' },
      work: { 'written:de': { kind: 'downloading', format: 'vtt' } },
      notices: {
        'automatic:en': {
          kind: 'failed',
          failure: { kind: 'refused', message: 'No track.', code: 'no_track' },
        },
      },
    });
    const html = table(store);
    expect(html).toContain('Downloading the German subtitles as VTT…');
    expect(html).toMatch(
      /<button aria-label="Download the German subtitles as VTT"[^>]*aria-busy="true"/,
    );
    expect(html).toContain('No track.');
    const saved = storeIn({
      notices: { 'written:de': { kind: 'saved', fileName: 'A talk.de.vtt' } },
    });
    expect(table(saved)).toContain('Saved as “A talk.de.vtt”.');
  });

  it('speaks the reader’s language', () => {
    const html = table(createTrackStore(DEPS, { url: 'https://a.test/v', title: 'A talk' }), {
      locale: 'de-DE',
    });
    expect(rowHeaders(html)).toEqual(['Deutsch', 'Englisch']);
    expect(buttonNames(html)[2]).toBe(
      'Untertitel auf Englisch (automatisch) als SRT herunterladen',
    );
  });
});

describe('the link form', () => {
  it('has a labelled link field tied to its hint, a live status and an alert', () => {
    const html = render(<LinkLookupForm label="YouTube subtitle downloader" locale="en-US" />);
    expect(html).toMatch(/<form[^>]*aria-label="YouTube subtitle downloader"/);
    const [, fieldId] = /<label for="([^"]+)"[^>]*>Link to the video<\/label>/.exec(html) ?? [];
    expect(fieldId).toBeDefined();
    expect(html).toMatch(new RegExp(`<input[^>]*id="${fieldId}"[^>]*type="url"`));
    expect(html).toMatch(/aria-describedby="([^"]+)"/);
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<button type="submit"[^>]*>Find subtitles<\/button>/);
  });

  it('shows the link of the address it came with', () => {
    const html = render(
      <LinkLookupForm label="Tool" locale="en-US" initialUrl="https://youtu.be/abc" />,
    );
    expect(html).toContain('value="https://youtu.be/abc"');
  });
});
