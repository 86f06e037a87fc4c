import type { ApiClient } from '@captio/api-client';
import type { UpdateLogStatus, VersionRecord } from '@captio/ui-kit';

export interface UpdateLogState {
  status: UpdateLogStatus;
  versions: readonly VersionRecord[];
  notViewed: readonly string[];
}

export type UpdateLogEvent =
  | { type: 'load' }
  | { type: 'loaded'; versions: readonly VersionRecord[]; notViewed: readonly string[] }
  | { type: 'failed' };

export const UPDATE_LOG_INITIAL: UpdateLogState = {
  status: 'loading',
  versions: [],
  notViewed: [],
};

/**
 * The update log's list: loading until the first answer, then ready. A reload after a
 * confirmation keeps the list on screen (ready), so entries the user opened stay open; a failed
 * reload keeps the list it has rather than taking it away.
 */
export function updateLogReducer(state: UpdateLogState, event: UpdateLogEvent): UpdateLogState {
  switch (event.type) {
    case 'load':
      return state.status === 'ready' ? state : { ...state, status: 'loading' };
    case 'loaded':
      return { status: 'ready', versions: event.versions, notViewed: event.notViewed };
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
  }
}

type Api = Pick<ApiClient, 'call'>;

/** The release notes, fresh (the time stamp defeats caches). */
export async function loadUpdateLog(api: Api, dispatch: (event: UpdateLogEvent) => void) {
  dispatch({ type: 'load' });
  try {
    const answer = await api.call('showVersion', { query: { [Date.now()]: '' } }, { toast: false });
    dispatch({ type: 'loaded', versions: answer.data.result, notViewed: answer.data.not_viewed });
  } catch {
    dispatch({ type: 'failed' });
  }
}

/**
 * Opening the log, as the spec has it: every version is marked as read (for a signed-in user;
 * only they may mark), then the list is loaded, so it shows them read.
 */
export async function openUpdateLog(
  api: Api,
  signedIn: boolean,
  dispatch: (event: UpdateLogEvent) => void,
): Promise<void> {
  if (signedIn) {
    await api.call('updateVersion', { body: { update_all: true } }, { toast: false }).catch(() => {
      // Still unread on the server: the list shows them unread, and the next opening tries again.
    });
  }
  await loadUpdateLog(api, dispatch);
}

/** Confirms one important entry, then reloads the list (the entry now reads as read). */
export async function confirmUpdate(
  api: Api,
  version: string,
  dispatch: (event: UpdateLogEvent) => void,
): Promise<void> {
  await api.call('updateVersion', { body: { version } }, { toast: false });
  await loadUpdateLog(api, dispatch);
}
