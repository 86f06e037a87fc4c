// The result page's parts rendered as the server does, with the English texts, for tests.
import type { TranscriptResult } from '@captio/api-client';
import { loadMessages } from '@captio/i18n';
import { LinkProvider, NotificationsProvider } from '@captio/ui-kit';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { SessionState } from '../state/session-store.js';
import { StoresProvider } from '../state/stores.js';
import { testStores } from './stores.js';
import { EditorView } from '../pages/result/EditorView.js';
import english from '../pages/result/messages/en-US.json';

/** The editor's first render for a transcript, for a reader of `level`. */
export async function editorHtml(result: TranscriptResult, level: number | undefined) {
  const messages = { ...(await loadMessages('en-US')), ...english };
  return renderToString(
    <StoresProvider stores={testStores()}>
      <IntlProvider locale="en-US" messages={messages}>
        <LinkProvider locale="en-US">
          <NotificationsProvider>
            <EditorView result={result} level={level} onReload={() => undefined} />
          </NotificationsProvider>
        </LinkProvider>
      </IntlProvider>
    </StoresProvider>,
  );
}

/** A part of the page rendered alone, with the English texts, for `session`'s reader. */
export async function partHtml(part: ReactElement, session: Partial<SessionState> = {}) {
  const messages = { ...(await loadMessages('en-US')), ...english };
  return renderToString(
    <StoresProvider stores={testStores({}, {}, session)}>
      <IntlProvider locale="en-US" messages={messages}>
        <LinkProvider locale="en-US">{part}</LinkProvider>
      </IntlProvider>
    </StoresProvider>,
  );
}
