import { readFileSync } from 'node:fs';
import { userData } from '@captio/api-client/testing';
import { LOCALES, type Locale } from '@captio/routing-rules';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../app/load-page.js';
import { failureProblems } from '../../features/forms/index.js';
import { createAppStores, StoresProvider } from '../../state/stores.js';
import { testDataSources } from '../../testing/data-sources.js';
import { REDEEM_REFUSALS, redeemCodeProblem } from './redeem-code.js';

// The first page loaded compiles the kit and the shell's texts: slow once, on a busy machine.
const FIRST_RENDER_MS = 60_000;

function formTexts(locale: Locale): Record<string, string> {
  const file = new URL(`../../features/forms/messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The redeem page as a signed-in user first sees it, with the texts its module loads. */
async function render(locale: Locale) {
  const route = {
    name: 'pricing-package-redeem' as const,
    params: {},
    locale,
    path: '/pricing/package-redeem',
    search: '',
  };
  const shown = await loadPage(route, testDataSources());
  const { Page } = shown.module;
  const html = renderToString(
    <StoresProvider stores={createAppStores({ page: shown, session: { user: userData() } })}>
      <IntlProvider locale={locale} messages={shown.messages}>
        <Page route={route} />
      </IntlProvider>
    </StoresProvider>,
  );
  return { html, messages: shown.messages };
}

beforeAll(async () => {
  await render('en-US');
}, FIRST_RENDER_MS);

describe('the redeem form', () => {
  it('turns the browser’s own English bubbles off, so that the page’s messages are shown', async () => {
    const { html } = await render('de-DE');
    expect(html).toMatch(/<form[^>]*novalidate=""/i);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Ihr Code/);
  });

  it.each(LOCALES)(
    'says in %s, in the page’s own texts, that a code is needed when none is typed',
    async (locale) => {
      const { messages } = await render(locale);
      const english = formTexts('en-US')['forms.error.codeRequired'];
      for (const typed of ['', '   ', '\t\n']) {
        const problem = redeemCodeProblem(typed);
        expect(problem?.key).toBe('forms.error.codeRequired');
        const text = messages[problem?.key ?? 'forms.error.codeRequired'];
        expect(text).toBe(formTexts(locale)['forms.error.codeRequired']);
        if (locale !== 'en-US') expect(text).not.toBe(english);
      }
    },
  );

  it.each([
    ['a code', ' cg48-12mq-26b5-s86w ', undefined],
    ['a code of 100 characters', 'X'.repeat(100), undefined],
    ['a code longer than any', 'X'.repeat(101), 'forms.error.tooLong'],
  ])('takes %s as it is typed, or says what is wrong', (_case, typed, problem) => {
    expect(redeemCodeProblem(typed)?.key).toBe(problem);
  });

  it.each(Object.keys(REDEEM_REFUSALS))('shows the api’s %s refusal beside the code', (code) => {
    const refusal = { code, message: 'Ce code n’est pas valide.' };
    expect(
      failureProblems(refusal, { fields: ['code'], codeFields: REDEEM_REFUSALS, unreachable: '' }),
    ).toEqual({ fields: { code: 'Ce code n’est pas valide.' }, form: undefined });
  });
});
