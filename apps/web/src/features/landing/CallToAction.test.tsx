import { readFileSync } from 'node:fs';
import { userData } from '@captio/api-client/testing';
import { loadMessages } from '@captio/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../state/session-store.js';
import { StoresProvider } from '../../state/stores.js';
import { testStores } from '../../testing/stores.js';
import { CallToAction } from './CallToAction.js';
import { usePoints } from './points.js';

function Points() {
  return <p>{usePoints(['free', 'languages']).join(' | ')}</p>;
}

async function render(session: Partial<SessionState>) {
  const messages = {
    ...(await loadMessages('en-US')),
    ...(JSON.parse(
      readFileSync(new URL('./messages/en-US.json', import.meta.url), 'utf8'),
    ) as Record<string, string>),
  };
  return renderToStaticMarkup(
    <StoresProvider stores={testStores({ locale: 'en-US' }, {}, session)}>
      <IntlProvider locale="en-US" messages={messages}>
        <Points />
        <CallToAction />
      </IntlProvider>
    </StoresProvider>,
  );
}

describe('a landing page’s offer', () => {
  it('asks a visitor to sign up, with the free transcriptions to start', async () => {
    const html = await render({});
    expect(html).toContain('3 free transcriptions to start');
    expect(html).toMatch(/href="\/users\/signup"[^>]*>Sign up free</);
  });

  it('sends a signed-in user to their workspace, without the visitor’s offer', async () => {
    const html = await render({ user: userData({ level: 0 }) });
    expect(html).not.toContain('free transcriptions to start');
    expect(html).not.toContain('/users/signup');
    expect(html).toMatch(/href="\/workspace"[^>]*>Workspace</);
  });
});
