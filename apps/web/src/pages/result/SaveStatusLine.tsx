import { ActionButton } from '@captio/ui-kit';
import { useFormat } from '@captio/i18n/react';
import { useState } from 'react';
import type { SaveStatus } from '../../features/editor/index.js';
import { useResultT } from './catalog.js';
import type { DraftNotice, EditorAutosave } from './use-editor-autosave.js';
import styles from './result-page.module.css';

function statusText(t: ReturnType<typeof useResultT>, status: SaveStatus, merged: boolean): string {
  switch (status.kind) {
    case 'saved':
      return t(merged ? 'result.save.merged' : 'result.save.saved');
    case 'unsaved':
      return t('result.save.unsaved');
    case 'saving':
      return t('result.save.saving');
    case 'offline':
      return t('result.save.offline', { seconds: Math.ceil(status.retryInMs / 1000) });
    case 'retrying':
      return t('result.save.retrying', { seconds: Math.ceil(status.retryInMs / 1000) });
    case 'conflict':
      return t('result.save.conflict');
    case 'refused':
      return status.message
        ? t('result.save.refusedBecause', { reason: status.message })
        : t('result.save.refused');
  }
}

/**
 * Where the edits are: saved, saving, kept in the browser while offline, or in conflict with
 * another tab's save, with the choice that asks for. A polite live region: a screen reader hears
 * each change without being interrupted while typing.
 */
export function SaveStatusLine({
  autosave,
  onReload,
}: {
  autosave: EditorAutosave;
  onReload: () => void;
}) {
  const t = useResultT();
  const [keeping, setKeeping] = useState(false);
  const { status } = autosave;
  const problem = status.kind === 'conflict' || status.kind === 'refused';
  return (
    <div className={styles['saveLine']}>
      <p
        role="status"
        aria-live="polite"
        className={problem ? styles['saveProblem'] : styles['saveStatus']}
        data-save-status={status.kind}
      >
        {statusText(t, status, autosave.merged)}
      </p>
      {status.kind === 'conflict' && (
        <div className={styles['choices']}>
          <ActionButton
            onClick={() => {
              autosave.discard();
              onReload();
            }}
          >
            {t('result.save.reloadTheirs')}
          </ActionButton>
          <ActionButton
            variant="primary"
            loading={keeping}
            onClick={() => {
              setKeeping(true);
              autosave.keepMine().finally(() => setKeeping(false));
            }}
          >
            {t('result.save.keepMine')}
          </ActionButton>
        </div>
      )}
    </div>
  );
}

/** A draft found on load: restored (and said so), or offered when someone saved since. */
export function DraftBanner({ autosave }: { autosave: EditorAutosave }) {
  const t = useResultT();
  const f = useFormat();
  const notice: DraftNotice = autosave.draft;
  if (notice.kind === 'none') return null;
  if (notice.kind === 'restored') {
    return (
      <div role="status" className={styles['banner']}>
        <p>{t('result.draft.restored', { time: f.fileTime(notice.savedAt) })}</p>
        <ActionButton onClick={autosave.dismissDraft}>{t('result.draft.dismiss')}</ActionButton>
      </div>
    );
  }
  return (
    <div role="alert" className={styles['banner']}>
      <p>{t('result.draft.found', { time: f.fileTime(notice.draft.savedAt) })}</p>
      <div className={styles['choices']}>
        <ActionButton onClick={autosave.dismissDraft}>{t('result.draft.discard')}</ActionButton>
        <ActionButton variant="primary" onClick={autosave.restoreDraft}>
          {t('result.draft.restore')}
        </ActionButton>
      </div>
    </div>
  );
}
