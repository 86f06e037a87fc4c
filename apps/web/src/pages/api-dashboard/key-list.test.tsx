import { loadMessages } from '@captio/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './messages/en-US.json';
import { KeyList, type ApiKey } from './key-list.js';

function key(id: string, name: string, revoked: boolean): ApiKey {
  return {
    id,
    name,
    prefix: `cap_${id}abc`,
    created_time: '2026-01-02T03:04:05.000Z',
    last_used_time: null,
    revoked,
  };
}

async function render(keys: ApiKey[]): Promise<string> {
  const messages = { ...(await loadMessages('en-US')), ...en };
  return renderToStaticMarkup(
    <IntlProvider locale="en-US" messages={messages}>
      <KeyList keys={keys} onRevoke={async () => undefined} />
    </IntlProvider>,
  );
}

describe('the key list', () => {
  // The revoke dialog gives focus back to the key's row once its Revoke button has become the
  // Revoked badge (the ui-kit's stories run that in a browser): each row must take focus from
  // script, and only from script, so that Tab still goes from action to action.
  it.each([
    ['a key that can be revoked', false, /<button[^>]*>Revoke<span[^>]*> nightly export<\/span>/],
    ['a revoked key', true, />Revoked<\/span>/],
  ])('lets %s row take focus by script only', async (_case, revoked, content) => {
    const html = await render([key('k1', 'nightly export', revoked)]);
    const row = /<li([^>]*)>(.*?)<\/li>/.exec(html);
    expect(row?.[1]).toContain('tabindex="-1"');
    expect(row?.[2]).toMatch(content);
  });
});
