import { useEffect, useMemo, useReducer } from 'react';
import { useT } from '@captio/i18n/react';
import { DELETE_SUCCESS_TOAST_MS, useNotify } from '@captio/ui-kit';
import { useApi } from '../api/api-context.js';
import { useCurrentFile, usePopups, useRoute, useSession } from '../state/stores.js';
import { CloudFileDrawer, StorageBanner } from './lazy-dialogs.js';
import { createDeleteFlow, DRIVE_INITIAL, driveReducer, loadDrive } from './drive.js';
import { userPlanLabel } from './plan-label.js';
import styles from './Shell.module.css';

/** The hash of the open file: the one a page set, else the result page's own. */
function useCurrentFileHash(): string | undefined {
  const fromPage = useCurrentFile((state) => state.fileHash);
  const route = useRoute((state) => state.shown.route);
  const onResult = route.name === 'result-hash' || route.name === 'result-transcription-hash';
  return fromPage ?? (onResult ? route.params['hash'] : undefined);
}

/** The cloud file drawer of the signed-in user, its list fetched each time it opens. */
export function CloudDrawer({ mobile }: { mobile: boolean }) {
  const t = useT();
  const api = useApi();
  const { notify } = useNotify();
  const user = useSession((state) => state.user);
  const open = usePopups((state) => state.fileDrawer);
  const close = usePopups((state) => state.close);
  const resetCurrentFile = useCurrentFile((state) => state.reset);
  const currentFileHash = useCurrentFileHash();
  const [drive, dispatch] = useReducer(driveReducer, DRIVE_INITIAL);

  useEffect(() => {
    if (open && user) void loadDrive(api, dispatch);
  }, [open, user, api]);

  // The kit's list has no failed state, and "no files yet" would be untrue: the client's toast
  // says what went wrong, and the drawer closes (opening it again tries again).
  useEffect(() => {
    if (drive.status === 'failed') close('fileDrawer');
  }, [drive.status, close]);

  const onDelete = useMemo(
    () =>
      createDeleteFlow({
        api,
        notifyDeleted: () =>
          notify({
            color: 'success',
            description: t('cloud.drawer.deleted'),
            timeout: DELETE_SUCCESS_TOAST_MS,
          }),
        resetCurrentFile,
        refresh: () => void loadDrive(api, dispatch),
        scheduleReload: (ms) => setTimeout(() => location.reload(), ms),
      }),
    [api, notify, t, resetCurrentFile],
  );

  if (!user) return null;
  return (
    <CloudFileDrawer
      open={open}
      onOpenChange={(next) => !next && close('fileDrawer')}
      files={drive.files}
      totalSize={drive.totalSize}
      driveSize={drive.driveSize}
      loading={drive.status === 'loading'}
      currentFileHash={currentFileHash ?? null}
      onDelete={onDelete}
      mobile={mobile}
      banner={
        <>
          <StorageBanner
            name={user.name}
            avatarUrl={user.user_avatar}
            level={user.level}
            totalSize={drive.totalSize}
            driveSize={drive.driveSize}
            onBuy={() => close('fileDrawer')}
          />
          <p className={styles['plan']} data-testid="plan-label">
            {t(userPlanLabel(user))}
          </p>
        </>
      }
    />
  );
}
