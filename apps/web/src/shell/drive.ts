import type { ApiClient, CloudFile } from '@captio/api-client';

/** What the cloud file drawer shows: the list answer, or where loading it stands. */
export interface DriveState {
  status: 'loading' | 'ready' | 'failed';
  files: readonly CloudFile[];
  /** Bytes used. */
  totalSize: number | undefined;
  /** Capacity in bytes. */
  driveSize: number | undefined;
}

export type DriveEvent =
  | { type: 'load' }
  | {
      type: 'loaded';
      data: { result: readonly CloudFile[]; total_size: number; drive_size: number };
    }
  | { type: 'failed' };

export const DRIVE_INITIAL: DriveState = {
  status: 'loading',
  files: [],
  totalSize: undefined,
  driveSize: undefined,
};

/**
 * Loading shows the spinner only the first time: a refresh (after a delete, on reopening)
 * keeps the list on screen until the new one arrives, and a failed refresh keeps it too.
 */
export function driveReducer(state: DriveState, event: DriveEvent): DriveState {
  switch (event.type) {
    case 'load':
      return state.status === 'ready' ? state : { ...state, status: 'loading' };
    case 'loaded':
      return {
        status: 'ready',
        files: event.data.result,
        totalSize: event.data.total_size,
        driveSize: event.data.drive_size,
      };
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
  }
}

export async function loadDrive(
  api: Pick<ApiClient, 'call'>,
  dispatch: (event: DriveEvent) => void,
): Promise<void> {
  dispatch({ type: 'load' });
  try {
    const answer = await api.call('fileList');
    dispatch({ type: 'loaded', data: answer.data });
  } catch {
    dispatch({ type: 'failed' });
  }
}

/** After a delete the toast shows this long, then the page reloads. */
export const RELOAD_AFTER_DELETE_MS = 1500;

export interface DeleteFlowDeps {
  api: Pick<ApiClient, 'call'>;
  /** The success toast (DELETE_SUCCESS_TOAST_MS long). */
  notifyDeleted: () => void;
  /** Resets the file being worked on: it may be the one just deleted. */
  resetCurrentFile: () => void;
  /** Loads the list again. */
  refresh: () => void;
  /** The page load that follows a delete, after RELOAD_AFTER_DELETE_MS. */
  scheduleReload: (afterMs: number) => void;
}

/**
 * Deleting a cloud file, once the user confirmed: the delete call (its own failure is shown in
 * the confirmation, not as a toast, so the user can retry there), then on success the toast,
 * the current file reset, the list refreshed and the page reloaded 1.5 s later, so no page
 * goes on showing the file.
 */
export function createDeleteFlow(deps: DeleteFlowDeps): (uuid: string) => Promise<void> {
  return async (uuid) => {
    const answer = await deps.api.call('deleteFile', { body: { uuid } }, { toast: false });
    if (!answer.data.deleted) throw new Error(`The file ${uuid} was not deleted`);
    deps.notifyDeleted();
    deps.resetCurrentFile();
    deps.refresh();
    deps.scheduleReload(RELOAD_AFTER_DELETE_MS);
  };
}
