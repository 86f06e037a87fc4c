import { useEffect, useRef, useState } from 'react';
import { type Locale, pathTo } from '@captio/routing-rules';
import { ActionButton, ActionLink, Spinner } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useNavigate } from '../../router/navigation-context.js';
import { focusMainHeading } from '../../router/RouteAnnouncer.js';
import { useSession } from '../../state/stores.js';
import { catalog, useResultT } from './catalog.js';
import { EditorView } from './EditorView.js';
import { fileResultAddress, resultAddress } from './result-address.js';
import { TaskFailed } from './TaskFailed.js';
import { TaskProgress } from './TaskProgress.js';
import { useResult } from './use-result.js';
import { visuallyHiddenClass } from '../../features/forms/index.js';
import styles from './result-page.module.css';

/**
 * The result of a file (/result/{hash} and /result/transcription-{hash}, optionally
 * ?task_id=): its transcript in the editor once it is ready; until then the task's progress;
 * why it failed; or that there is no such file for this reader. Visitors see their own files
 * (the visitor cookie), signed-in users theirs.
 */
function ResultPage({ route }: PageProps) {
  const t = useResultT();
  const { hash, taskId } = resultAddress(route.params, route.search);
  const navigate = useNavigate();
  // Once a link's media is fetched, its file's address: a reload or a share names the file.
  const { view, retry } = useResult(hash, taskId, (fileHash) =>
    navigate(fileResultAddress(route, fileHash), { inPlace: true }),
  );
  const level = useSession((state) => state.user?.level);
  const ready = view.kind === 'ready';
  // Whether this visit watched the transcription run: then its end is announced.
  const [sawProgress, setSawProgress] = useState(false);
  if (view.kind === 'waiting' && !sawProgress) setSawProgress(true);
  const beforeReady = useRef<HTMLDivElement>(null);
  const focusWasBeforeReady = useRef(false);

  // The editor replaces the progress (or loading) view whole, and the focus in it (its heading,
  // where a navigation puts it) would fall to the body: a keyboard or screen reader user would
  // be left nowhere when the transcript arrives. Where the focus last went is noted, since a
  // removed element gets no event, and the focus then goes to the editor's heading.
  useEffect(() => {
    if (ready) return;
    const note = () => {
      focusWasBeforeReady.current = beforeReady.current?.contains(document.activeElement) ?? false;
    };
    note();
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, [ready]);
  useEffect(() => {
    if (!ready || !focusWasBeforeReady.current) return;
    focusWasBeforeReady.current = false;
    if (document.activeElement === document.body || document.activeElement === null) {
      focusMainHeading();
    }
  }, [ready]);

  // One live region in both views once the transcription was seen running, so that the moment
  // the transcript replaces the progress is announced: the region must be on the page before
  // its text changes. A page opened on a finished transcript has nothing to announce.
  const announcer = sawProgress ? (
    <p role="status" aria-live="polite" className={visuallyHiddenClass}>
      {ready ? t('result.ready') : ''}
    </p>
  ) : null;
  if (view.kind === 'ready') {
    return (
      <>
        {announcer}
        <EditorView
          result={view.result}
          level={level}
          onReload={retry}
          exportFormat={new URLSearchParams(route.search).get('export') ?? undefined}
        />
      </>
    );
  }
  let body;
  switch (view.kind) {
    case 'loading':
      body = (
        <p role="status" className={styles['status']}>
          <Spinner /> {t('result.loading')}
        </p>
      );
      break;
    case 'waiting':
      body = <TaskProgress task={view.task} />;
      break;
    case 'failed':
      body = <TaskFailed task={view.task} locale={route.locale} />;
      break;
    case 'not-found':
    case 'not-transcribed':
      body = <NoTranscript kind={view.kind} locale={route.locale} />;
      break;
    case 'error':
      body = (
        <section className={styles['card']} aria-labelledby="result-error-heading">
          <h2 id="result-error-heading">{t('result.error.heading')}</h2>
          <p role="alert">{view.message ?? t('result.error.text')}</p>
          <ActionButton variant="primary" onClick={retry}>
            {t('result.error.retry')}
          </ActionButton>
        </section>
      );
      break;
  }
  return (
    <>
      {announcer}
      <div className={styles['page']} ref={beforeReady}>
        <h1>{t('result.heading')}</h1>
        {body}
      </div>
    </>
  );
}

/**
 * No transcript to show at this address: no file of the reader's, or their file never
 * transcribed. Either way the way on is to transcribe a file.
 */
function NoTranscript({ kind, locale }: { kind: 'not-found' | 'not-transcribed'; locale: Locale }) {
  const t = useResultT();
  const texts =
    kind === 'not-found'
      ? ({ heading: 'result.missing.heading', text: 'result.missing.text' } as const)
      : ({ heading: 'result.untranscribed.heading', text: 'result.untranscribed.text' } as const);
  const headingId =
    kind === 'not-found' ? 'result-missing-heading' : 'result-untranscribed-heading';
  return (
    <section className={styles['card']} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(texts.heading)}</h2>
      <p>{t(texts.text)}</p>
      <ActionLink href={pathTo('transcribe-audio', {}, locale)} variant="primary">
        {t('result.missing.action')}
      </ActionLink>
    </section>
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
