import type { EndpointResponse, Endpoints } from '@captio/api-client';
import { useFormat } from '@captio/i18n/react';
import { VisuallyHidden } from '../../features/forms/index.js';
import styles from './account.module.css';
import { useAccountT } from './catalog.js';
import { ledgerReason } from './ledger-reason.js';

type LedgerEntry = EndpointResponse<Endpoints['pointHistory']>['data']['result'][number];

/** One page of the credit ledger: when, why, how much, and the balance after. */
export function LedgerTable({
  entries,
  page,
  pages,
}: {
  entries: readonly LedgerEntry[];
  page: number;
  pages: number;
}) {
  const t = useAccountT();
  const f = useFormat();
  return (
    <div
      className={styles['tableScroll']}
      role="region"
      aria-label={t('account.credits.history')}
      // A table wider than a phone scrolls sideways, and a scrolling region must take
      // keyboard focus to be scrolled without a pointer (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles['table']}>
        <caption>
          <VisuallyHidden>{t('account.credits.historyCaption', { page, pages })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('account.credits.date')}</th>
            <th scope="col">{t('account.credits.description')}</th>
            <th scope="col" className={styles['numeric']}>
              {t('account.credits.change')}
            </th>
            <th scope="col" className={styles['numeric']}>
              {t('account.credits.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const reason = ledgerReason(entry.reason, entry.delta);
            return (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.created_time}>{f.date(entry.created_time, 'L LT')}</time>
                </td>
                <td className={styles['breakable']}>
                  {'key' in reason ? t(reason.key, reason.values) : reason.text}
                </td>
                <td className={`${styles['numeric']} ${entry.delta > 0 ? styles['gain'] : ''}`}>
                  {f.number(entry.delta, { signDisplay: 'always' })}
                </td>
                <td className={styles['numeric']}>{f.number(entry.balance)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
