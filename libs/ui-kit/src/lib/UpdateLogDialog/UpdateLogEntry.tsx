import { useFormat } from '@captio/i18n/react';
import { Accordion } from 'radix-ui';
import { useState } from 'react';
import { validDate } from '../dates/valid-date.js';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { useAsyncAction } from '../ActionButton/use-async-action.js';
import surface from '../theme/surface.module.css';
import { SafeHtml } from './SafeHtml.js';
import styles from './UpdateLogDialog.module.css';
import { updateEntryState, type VersionRecord } from './version-record.js';

export interface UpdateLogEntryProps {
  entry: VersionRecord;
  signedIn: boolean;
  notViewed: readonly string[];
  onConfirm: (version: string) => Promise<void>;
}

/** One version of the update log: a heading that opens its notes, and its read state. */
export function UpdateLogEntry({ entry, signedIn, notViewed, onConfirm }: UpdateLogEntryProps) {
  const f = useFormat();
  const confirmation = useAsyncAction(onConfirm);
  // Read as soon as the confirmation succeeds, before the app's reloaded list arrives.
  const [confirmedHere, setConfirmedHere] = useState(false);
  const state = confirmedHere ? 'read' : updateEntryState(entry, { signedIn, notViewed });
  const released = validDate(entry.created_time);
  const important = entry.importance > 0;

  return (
    <Accordion.Item className={styles['entry']} value={entry.version}>
      <Accordion.Header className={styles['entryHeader']}>
        <Accordion.Trigger className={styles['trigger']}>
          <span className={styles['version']} translate="no">
            {entry.version}
          </span>
          <span className={styles['name']}>{entry.version_name}</span>
          {important && <span className={styles['important']}>{f.t('updateLog.important')}</span>}
          {released && (
            <time className={styles['date']} dateTime={released.toISOString()}>
              {f.t('updateLog.releasedOn', { date: f.date(released, 'LL') })}
            </time>
          )}
          <span className={styles['chevron']} aria-hidden="true" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className={styles['content']}>
        <SafeHtml html={entry.version_info} />
        {state === 'unread' && (
          <div className={styles['confirmRow']}>
            <ActionButton
              variant="primary"
              loading={confirmation.pending}
              pendingLabel={f.t('updateLog.confirming')}
              onClick={async () => {
                if (await confirmation.run(entry.version)) setConfirmedHere(true);
              }}
            >
              {f.t('updateLog.confirm')}
            </ActionButton>
            {confirmation.failed && (
              <p className={surface['error']} role="alert">
                {f.t('updateLog.confirmFailed')}
              </p>
            )}
          </div>
        )}
        {state === 'read' && (
          <p className={styles['read']}>
            <span aria-hidden="true">✓ </span>
            {f.t('updateLog.read')}
          </p>
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}
