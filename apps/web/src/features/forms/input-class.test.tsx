import { testDataSources } from '../../testing/data-sources.js';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../app/load-page.js';
import { inputClass } from './input-class.js';
import { TextField } from './TextField.js';

/** The class attribute of the first input in the markup. */
const inputClassIn = (html: string) => /<input[^>]*\sclass="([^"]*)"/.exec(html)?.[1];

// A text box outside a form field looks and behaves like those in one: same border contrast,
// target size, focus ring and invalid state.
describe('inputClass', () => {
  it('is the class of a form field’s text box', () => {
    const html = renderToString(
      <IntlProvider locale="en-US">
        <TextField id="name" label="Name" />
      </IntlProvider>,
    );
    expect(inputClass).not.toBe('');
    expect(inputClassIn(html)).toBe(inputClass);
  });

  it('styles the language search box', async () => {
    const route = {
      name: 'languages',
      params: {},
      locale: 'en-US',
      path: '/languages',
      search: '',
    } as const;
    const shown = await loadPage(route, testDataSources());
    const { Page } = shown.module;
    const html = renderToString(
      <IntlProvider locale="en-US" messages={shown.messages}>
        <Page route={shown.route} />
      </IntlProvider>,
    );
    expect(html).toMatch(/<input[^>]*type="search"/);
    expect(inputClassIn(html)).toBe(inputClass);
  }, 60_000);
});
