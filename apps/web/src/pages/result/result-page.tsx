import { useEffect, useState } from 'react';
import type { CloudFile } from '@captio/api-client';
import { useFormat } from '@captio/i18n/react';
import { pathTo } from '@captio/routing-rules';
import { ActionLink, Spinner } from '@captio/ui-kit';
import { useApi } from '../../api/api-context.js';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useSession } from '../../state/stores.js';
import { catalog, useResultT } from './catalog.js';
import styles from './result-page.module.css';

type Found = { state: 'loading' } | { state: 'missing' } | { state: 'found'; file: CloudFile };

/** The signed-in user's drive entry for this hash, if they have one. */
function useDriveFile(hash: string, signedIn: boolean): Found {
  const api = useApi();
  const [found, setFound] = useState<Found>({ state: 'loading' });
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api.call('fileList', undefined, { toast: false }).then(
      (answer) => {
        const file = answer.data.result.find((entry) => entry.file_hash === hash);
        if (live) setFound(file ? { state: 'found', file } : { state: 'missing' });
      },
      () => live && setFound({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, hash, signedIn]);
  return found;
}

/**
 * The result of a file: which file it is, from the user's drive. The transcript editor belongs
 * to the transcription tool, which is not available yet, and the page says so.
 */
function ResultPage({ route }: PageProps) {
  const t = useResultT();
  const f = useFormat();
  const user = useSession((state) => state.user);
  const checked = useSession((state) => state.checked);
  const found = useDriveFile(route.params['hash'] ?? '', Boolean(user));
  const workspace = pathTo('workspace', {}, route.locale);
  const signIn = pathTo('users-signin', {}, route.locale);

  let body;
  if (!user && checked) {
    body = (
      <>
        <p>{t('result.signIn')}</p>
        <ActionLink href={`${signIn}?redirect=${encodeURIComponent(route.path)}`}>
          {f.t('nav.signin')}
        </ActionLink>
      </>
    );
  } else if (!user || found.state === 'loading') {
    body = (
      <p role="status" className={styles['status']}>
        <Spinner /> {t('result.loading')}
      </p>
    );
  } else if (found.state === 'missing') {
    body = <p role="alert">{t('result.missing')}</p>;
  } else {
    body = (
      <dl className={styles['file']}>
        <dt className={styles['name']}>{found.file.file_name}</dt>
        <dd>
          {t('result.file.size')}: {f.mb(found.file.file_size)}
        </dd>
        <dd>
          {t('result.file.created')}: {f.fileTime(found.file.created_time)}
        </dd>
      </dl>
    );
  }
  return (
    <div className={styles['page']}>
      <h1>{t('result.heading')}</h1>
      <section className={styles['card']} aria-live="polite">
        {body}
      </section>
      <p className={styles['notice']} role="note">
        {t('result.notYet')}
      </p>
      {user && <ActionLink href={workspace}>{t('result.toWorkspace')}</ActionLink>}
    </div>
  );
}

export const page: PageModule = {
  Page: ResultPage,
  catalog,
  head: (_route, t) => ({
    title: t('result.title'),
    description: t('result.description'),
    noindex: true,
  }),
  fillsAfterMount: true,
};
