import { useRef, useState } from 'react';
import { useFormat } from '@captio/i18n/react';
import type { EndpointResponse, Endpoints } from '@captio/api-client';
import { ActionButton, MessageBox } from '@captio/ui-kit';
import { VisuallyHidden } from '../../features/forms/index.js';
import { useApiDashboardT } from './catalog.js';
import styles from './api-dashboard-page.module.css';

export type ApiKey = EndpointResponse<Endpoints['apiKeyList']>['data']['result'][number];

/**
 * One key: its name, the start of its secret, when it was made and last used, and revoke. A
 * revoke replaces its button with a badge, so the focus comes back to the row (by script only),
 * which then reads as revoked.
 */
function KeyItem({
  apiKey,
  onRevoke,
}: {
  apiKey: ApiKey;
  onRevoke: (key: ApiKey) => Promise<void>;
}) {
  const t = useApiDashboardT();
  const f = useFormat();
  const [confirming, setConfirming] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  return (
    <li
      ref={row}
      tabIndex={-1}
      className={styles['key']}
      data-revoked={apiKey.revoked || undefined}
    >
      <div className={styles['keyMain']}>
        <span className={styles['keyName']}>{apiKey.name}</span>
        <code className={styles['prefix']}>{apiKey.prefix}…</code>
      </div>
      <p className={styles['keyMeta']}>
        <span>{t('apiDashboard.list.created', { date: f.date(apiKey.created_time, 'LL') })}</span>
        <span>
          {apiKey.last_used_time
            ? t('apiDashboard.list.lastUsed', { when: f.relativeTime(apiKey.last_used_time) })
            : t('apiDashboard.list.neverUsed')}
        </span>
      </p>
      <div className={styles['keyAction']}>
        {apiKey.revoked ? (
          <span className={styles['revoked']}>{t('apiDashboard.list.revoked')}</span>
        ) : (
          <>
            <ActionButton variant="danger" onClick={() => setConfirming(true)}>
              {t('apiDashboard.revoke.action')}
              <VisuallyHidden> {apiKey.name}</VisuallyHidden>
            </ActionButton>
            <MessageBox
              open={confirming}
              onOpenChange={setConfirming}
              tone="danger"
              title={t('apiDashboard.revoke.title', { name: apiKey.name })}
              message={t('apiDashboard.revoke.message')}
              confirmLabel={t('apiDashboard.revoke.action')}
              onConfirm={() => onRevoke(apiKey)}
              returnFocus={row}
            />
          </>
        )}
      </div>
    </li>
  );
}

export function KeyList({
  keys,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  onRevoke: (key: ApiKey) => Promise<void>;
}) {
  const t = useApiDashboardT();
  if (keys.length === 0) return <p className={styles['muted']}>{t('apiDashboard.list.empty')}</p>;
  return (
    <ul
      className={styles['keys']}
      aria-label={t('apiDashboard.list.label', { count: keys.length })}
    >
      {keys.map((key) => (
        <KeyItem key={key.id} apiKey={key} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}
