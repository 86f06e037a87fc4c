import type { CloudFile } from '@captio/api-client';
import { useT } from '@captio/i18n/react';
import { CloudFileList, StorageBanner, useNotify } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import {
  LoadView,
  PageColumn,
  PageSection,
  PageSkeleton,
  useAccount,
  useLoad,
  headFrom,
} from '../../features/account-page/index.js';
import { pageCallOptions } from '../../features/forms/index.js';
import { hasNoCloudSpace } from '../../state/session-store.js';
import { useSession } from '../../state/stores.js';
import { withTranscribeTexts } from '../../features/transcribe/catalog.js';
import { TranscribeStart } from '../../features/transcribe/TranscribeStart.js';
import { catalog, useWorkspaceT } from './catalog.js';
import { RecentTasks } from './RecentTasks.js';
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
      {user && (
        <>
          <PageSection title={t('workspace.upload.title')}>
            <TranscribeStart
              label={t('workspace.upload.title')}
              submitLabel={t('workspace.upload.submit')}
              locale={route.locale}
              returnTo={route.path}
              bare
            />
          </PageSection>
          <RecentTasks locale={route.locale} userId={user.user_id} />
        </>
      )}
      {user ? (
        <LoadView load={drive} rows={5} failed={t('workspace.loadFailed')}>
          {({ files, totalSize, driveSize }) => (
            <div className={styles['layout']}>
              <PageSection title={t('workspace.storage')}>
                {hasNoCloudSpace(user, isPayAsUGo) && (
                  <p className={styles['muted']}>{t('workspace.noCloudSpace')}</p>
                )}
                <StorageBanner
                  name={user.name}
                  avatarUrl={user.user_avatar}
                  level={hasNoCloudSpace(user, isPayAsUGo) ? 0 : user.level}
                  totalSize={totalSize}
                  driveSize={driveSize}
                  onBuy={() => undefined}
                />
              </PageSection>
              <PageSection title={t('workspace.files')}>
                <CloudFileList
                  files={files}
                  totalSize={totalSize}
                  driveSize={driveSize}
                  onDelete={deleteFile}
                />
              </PageSection>
            </div>
          )}
        </LoadView>
      ) : (
        <PageSkeleton rows={5} />
      )}
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: WorkspacePage,
  catalog: withTranscribeTexts(catalog),
  head: headFrom('workspace.head'),
  fillsAfterMount: true,
};
