import { readFileSync } from 'node:fs';
import type { Plan } from '@captio/api-client';
import type { VersionRecord } from '@captio/ui-kit';
import { createTranslator, loadMessages, type Locale } from '@captio/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createRenderer, type RenderRequest, type RenderResult } from './entry-server.js';
import { catalog as pricingCatalog } from './pages/pricing/catalog.js';
import { BOOT_STATE_ID, type BootState } from './server/document.js';
import { testDataSources } from './testing/data-sources.js';
import { renderRequest } from './testing/render-request.js';

// The blog page stands for any page whose render throws (a bug, a text missing its value).
vi.mock('./pages/library/blog-page.js', () => ({
  page: {
    Page: () => {
      throw new Error('secret detail of a broken page');
    },
    head: () => ({ title: 'Blog', description: 'Blog' }),
  },
}));

const TEMPLATE = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

const request = renderRequest;

function page(result: RenderResult): { status: number; html: string; failure?: unknown } {
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect`);
  return result;
}

/** The document without its boot state (which carries every text of the page's catalog). */
function shownHtml(html: string): string {
  return html.slice(0, html.indexOf(`<script id="${BOOT_STATE_ID}"`));
}

function bootState(html: string): BootState {
  const json = new RegExp(
    `<script id="${BOOT_STATE_ID}" type="application/json">(.*?)</script>`,
  ).exec(html)?.[1];
  if (!json) throw new Error('no boot state in the document');
  return JSON.parse(json) as BootState;
}

function plan(overrides: Partial<Plan>): Plan {
  return {
    plan_id: 'pro-month',
    name: 'Pro',
    level: 1,
    subscription_type: 'month',
    price: 999,
    currency: 'USD',
    duration_days: 30,
    credits: 600,
    drive_size: 10,
    ...overrides,
  };
}

describe('a page that throws while the server renders it', () => {
  it.each<[string, Locale]>([
    ['/blog', 'en-US'],
    ['/de-DE/blog', 'de-DE'],
    ['/ja-JP/blog', 'ja-JP'],
  ])('%s answers the error page (500) in %s, without the error', async (url, locale) => {
    const render = createRenderer(TEMPLATE);
    const result = page(await render(request(url)));
    const t = createTranslator(locale, await loadMessages(locale));
    expect(result.status).toBe(500);
    expect(result.html).toContain(`<html lang="${locale}">`);
    const shown = shownHtml(result.html);
    expect(shown).toContain(t('error.title', { status: 500 }));
    expect(shown).toContain(t('error.generic'));
    expect(shown).toContain(t('error.backHome'));
    expect(result.html).toContain('<meta name="robots" content="noindex"');
    expect(result.html).not.toContain('secret detail');
    expect(String(result.failure)).toContain('secret detail of a broken page');
    // The browser hydrates the error page, not the page that threw.
    expect(bootState(result.html).error).toEqual({ status: 500, message: '' });
  });
});

describe('the pricing page as the server renders it', () => {
  it('has the plans in its HTML and in the boot state, with "<" escaped', async () => {
    const sneaky = plan({ plan_id: 'sneaky', name: 'VIP </script><script>alert(1)</script>' });
    const render = createRenderer(TEMPLATE);
    const result = page(
      await render(
        request('/pricing', { sources: testDataSources({ plans: [plan({}), sneaky] }) }),
      ),
    );
    expect(result.status).toBe(200);
    expect(result.html).toMatch(/<h3[^>]*>Pro<\/h3>/);
    expect(result.html).toContain('VIP &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(result.html).not.toContain('<script>alert(1)');
    expect(bootState(result.html).data).toEqual({ ok: true, value: { plans: [plan({}), sneaky] } });
  });

  it('shows the plans as they are now: a change of plans is a new page', async () => {
    const render = createRenderer(TEMPLATE);
    const before = page(
      await render(request('/pricing', { sources: testDataSources({ plans: [plan({})] }) })),
    );
    const after = page(
      await render(
        request('/pricing', {
          sources: testDataSources({ plans: [plan({ name: 'Pro Plus' })] }),
          dataGeneration: 1,
        }),
      ),
    );
    expect(before.html).toMatch(/<h3[^>]*>Pro<\/h3>/);
    expect(after.html).toMatch(/<h3[^>]*>Pro Plus<\/h3>/);
    expect(after.html).not.toMatch(/<h3[^>]*>Pro<\/h3>/);
  });

  it('serves a page rendered before without reading its data again', async () => {
    const render = createRenderer(TEMPLATE);
    let reads = 0;
    const counted = {
      plans: async () => (reads++, [plan({})]),
      newestVersion: async () => (reads++, null),
    };
    const first = page(await render(request('/pricing', { sources: counted })));
    const readsToRender = reads;
    const again = page(await render(request('/pricing', { sources: counted })));
    expect(readsToRender).toBeGreaterThan(0);
    expect(reads).toBe(readsToRender);
    expect(again.html).toBe(first.html);
  });

  it('says the plans could not be loaded, and tries again on the next request', async () => {
    const render = createRenderer(TEMPLATE);
    const texts = await pricingCatalog.load('fr-FR');
    const failing = {
      ...testDataSources(),
      plans: () => Promise.reject(new Error('database down')),
    };
    const failed = page(await render(request('/fr-FR/pricing', { sources: failing })));
    expect(failed.status).toBe(200);
    expect(shownHtml(failed.html)).toContain(texts['pricing.loadFailed']);
    expect(bootState(failed.html).data).toEqual({ ok: false });

    const recovered = page(
      await render(request('/fr-FR/pricing', { sources: testDataSources({ plans: [plan({})] }) })),
    );
    expect(shownHtml(recovered.html)).not.toContain(texts['pricing.loadFailed']);
    expect(recovered.html).toMatch(/<h3[^>]*>Pro<\/h3>/);
  });
});

function version(number: string, importance: number): VersionRecord {
  return {
    version: number,
    version_name: `Release ${number}`,
    version_info: '<p>Notes</p>',
    created_time: '2026-03-01T00:00:00.000Z',
    importance,
  };
}

describe('the latest-updates announcement in the boot state', () => {
  it.each<[string, Partial<RenderRequest>, VersionRecord | null | undefined]>([
    [
      'a visitor is told of an important newest version',
      { sources: testDataSources({ newest: version('2.0.0', 1) }) },
      version('2.0.0', 1),
    ],
    [
      'a visitor is told there is none when the newest is not important',
      { sources: testDataSources({ newest: version('2.0.0', 0) }) },
      null,
    ],
    ['a visitor is told there is none before any version', {}, null],
    [
      'a signed-in user is told nothing: their browser asks for their own not_viewed',
      { signedIn: true, sources: testDataSources({ newest: version('2.0.0', 1) }) },
      undefined,
    ],
    [
      'nothing is said when the versions could not be read: the browser asks',
      {
        sources: {
          ...testDataSources(),
          newestVersion: () => Promise.reject(new Error('database down')),
        },
      },
      undefined,
    ],
  ])('%s', async (_name, overrides, expected) => {
    const render = createRenderer(TEMPLATE);
    const state = bootState(page(await render(request('/', overrides))).html);
    expect(state.latestUpdate).toEqual(expected);
  });

  it('an important version the operator adds is announced on the next page, not a kept one', async () => {
    const render = createRenderer(TEMPLATE);
    // The api's count of announced changes moves on when the operator adds the version.
    const served = async (newest: VersionRecord, dataGeneration: number) =>
      bootState(
        page(await render(request('/', { sources: testDataSources({ newest }), dataGeneration })))
          .html,
      ).latestUpdate;
    expect(await served(version('1.0.0', 0), 0)).toBeNull();
    expect(await served(version('2.0.0', 1), 1)).toEqual(version('2.0.0', 1));
  });
});
