import { readFileSync } from 'node:fs';
import type { Locale } from '@captio/routing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../api/api-context.js';
import { StoresProvider } from '../../state/stores.js';
import { fakeApi } from '../../testing/fake-api.js';
import { linkInfo } from '../../testing/link-fakes.js';
import { testStores } from '../../testing/stores.js';
import { apiInspectLink, useLinkLookup, type LinkLookupOptions } from './use-link-lookup.js';

const messagesOf = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

/** Shows what the hook gives a tool, as its first render (the server's, and hydration's) has it. */
function Probe(options: LinkLookupOptions) {
  const { text, lookup, status, problem, failure, checking, addressLink } = useLinkLookup(options);
  const shown = { text, lookup, status, problem, failure, checking, addressLink };
  return <output>{JSON.stringify(shown)}</output>;
}

function firstRender(options: Partial<LinkLookupOptions>, search: string) {
  const { api, calls } = fakeApi({ 'POST /api/links/inspect/': { data: { data: { link: {} } } } });
  const html = renderToStaticMarkup(
    <StoresProvider stores={testStores({ search })}>
      <ApiProvider value={api}>
        <IntlProvider locale="en-US" messages={messagesOf('en-US')}>
          <Probe locale="en-US" {...options} />
        </IntlProvider>
      </ApiProvider>
    </StoresProvider>,
  );
  const shown = /<output>(.*)<\/output>/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '';
  return { shown: JSON.parse(shown) as unknown, calls };
}

const GIVEN = 'https://www.youtube.com/watch?v=abc';

describe('the link lookup of a tool', () => {
  // A link the address hands over is taken after hydration: the first render is the server's.
  it.each<[string, Partial<LinkLookupOptions>, string, { text: string; addressLink?: string }]>([
    ['an empty field', {}, '', { text: '' }],
    ['an empty field, the address not read', {}, `?url=${GIVEN}`, { text: '' }],
    [
      'an empty field while the address’s link waits for the page’s code',
      { fromAddress: true },
      `?url=${encodeURIComponent(GIVEN)}`,
      { text: '', addressLink: GIVEN },
    ],
    ['the text the page gives', { initialText: GIVEN }, '', { text: GIVEN }],
    [
      'the text the page gives, whatever the address says',
      { initialText: GIVEN },
      '?url=other',
      { text: GIVEN },
    ],
  ])('first shows %s, and asks nothing yet', (_case, options, search, expected) => {
    const { shown, calls } = firstRender(options, search);
    expect(shown).toEqual({ lookup: { status: 'idle' }, status: '', checking: false, ...expected });
    expect(calls).toEqual([]);
  });

  it.each<[Locale]>([['en-US'], ['ja-JP']])(
    'asks the api in the page’s language (%s), without a toast, cancelled with the lookup',
    async (locale) => {
      const seen: unknown[] = [];
      const link = linkInfo();
      const api = {
        call: (name: string, input: unknown, options: unknown) => {
          seen.push({ name, input, options });
          return Promise.resolve({ data: { link } });
        },
      } as unknown as Parameters<typeof apiInspectLink>[0];
      const signal = new AbortController().signal;
      expect(await apiInspectLink(api)(GIVEN, signal, locale)).toBe(link);
      expect(seen).toEqual([
        {
          name: 'inspectLink',
          input: { body: { url: GIVEN } },
          options: { headers: { 'Accept-Language': locale }, toast: false, signal },
        },
      ]);
    },
  );
});
