import type { CloudFile } from '@captio/api-client';
import { useT } from '@captio/i18n/react';
import { CloudFileList, StorageBanner, useNotify } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import {
  LoadFailed,
  PageColumn,
  PageSection,
  PageSkeleton,
  useAccount,
  useLoad,
} from '../../features/account-page/index.js';
import { pageCallOptions, readFailure } from '../../features/forms/index.js';
import { hasNoCloudSpace } from '../../state/session-store.js';
import { useSession } from '../../state/stores.js';
import { catalog, useWorkspaceT } from './catalog.js';
import styles from './workspace-page.module.css';

interface Drive {
  files: CloudFile[];
  totalSize: number;
  driveSize: number;
}

function WorkspacePage({ route }: PageProps) {
  const t = useWorkspaceT();
  const shellT = useT();
  const api = useApi();
  const { notify } = useNotify();
  const account = useAccount();
  const isPayAsUGo = useSession((state) => state.isPayAsUGo);
  const user = account.status === 'signed-in' ? account.user : undefined;
  const drive = useLoad<Drive>(
    user
      ? async () => {
          const { data } = await api.call('fileList', undefined, pageCallOptions(route.locale));
          return { files: data.result, totalSize: data.total_size, driveSize: data.drive_size };
        }
      : undefined,
    [user?.user_id, route.locale],
  );

  const deleteFile = async (uuid: string) => {
    const answer = await api.call('deleteFile', { body: { uuid } }, pageCallOptions(route.locale));
    drive.update((now) => {
      const gone = now.files.find((file) => file.uuid === uuid);
      return {
        ...now,
        files: now.files.filter((file) => file.uuid !== uuid),
        totalSize: Math.max(0, now.totalSize - (gone?.file_size ?? 0)),
      };
    });
    notify({ color: 'success', description: answer.message ?? shellT('cloud.drawer.deleted') });
  };

  return (
    <PageColumn title={t('workspace.title')} lead={t('workspace.lead')}>
      <p className={styles['notice']}>{t('workspace.uploadLater')}</p>
      {!user || drive.status === 'loading' ? (
        <PageSkeleton rows={5} />
      ) : drive.status === 'failed' ? (
        <LoadFailed
          message={t('workspace.loadFailed')}
          reason={readFailure(drive.error)?.message}
          onRetry={drive.reload}
        />
      ) : (
        <div className={styles['layout']}>
          <PageSection title={t('workspace.storage')}>
            {hasNoCloudSpace(user, isPayAsUGo) && (
              <p className={styles['muted']}>{t('workspace.noCloudSpace')}</p>
            )}
            <StorageBanner
              name={user.name}
              avatarUrl={user.user_avatar}
              level={hasNoCloudSpace(user, isPayAsUGo) ? 0 : user.level}
              totalSize={drive.data.totalSize}
              driveSize={drive.data.driveSize}
              onBuy={() => undefined}
            />
          </PageSection>
          <PageSection title={t('workspace.files')}>
            <CloudFileList
              files={drive.data.files}
              totalSize={drive.data.totalSize}
              driveSize={drive.data.driveSize}
              onDelete={deleteFile}
            />
          </PageSection>
        </div>
      )}
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: WorkspacePage,
  catalog,
  head: (_route, t) => ({
    title: t('workspace.head.title'),
    description: t('workspace.head.description'),
    noindex: true,
  }),
};
