import { useState } from 'react';
import { useFormat } from '@captio/i18n/react';
import type { Locale } from '@captio/routing-rules';
import { ActionButton, ActionLink } from '@captio/ui-kit';
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
import { pageCallOptions, readFailure, VisuallyHidden } from '../../features/forms/index.js';
import { useSession } from '../../state/stores.js';
import styles from './account.module.css';
import { catalog, useAccountT } from './catalog.js';
import { ledgerReason, pageCount } from './ledger-reason.js';

/** Entries on one page of the api's ledger (GET /api/point/history/). */
const HISTORY_PAGE_SIZE = 50;

interface PartProps {
  signedIn: boolean;
  locale: Locale;
}

function Balance({ signedIn, locale }: PartProps) {
  const t = useAccountT();
  const api = useApi();
  const setPoint = useSession((state) => state.setPoint);
  const balance = useLoad(
    signedIn
      ? async () => {
          const answer = await api.call('countPoint', undefined, pageCallOptions(locale));
          // The header shows the same figure: one fresh value for both.
          setPoint(answer.data.point);
          return answer.data.point;
        }
      : undefined,
    [locale],
  );
  return (
    <PageSection title={t('account.credits.balance')}>
      {balance.status === 'loading' && <PageSkeleton rows={1} />}
      {balance.status === 'failed' && (
        <LoadFailed
          message={t('account.credits.balanceFailed')}
          reason={readFailure(balance.error)?.message}
          onRetry={balance.reload}
        />
      )}
      {balance.status === 'ready' && (
        <div className={styles['balance']}>
          <p className={styles['figure']}>{t('account.credits.amount', { count: balance.data })}</p>
          <ActionLink href="/pricing">{t('account.credits.buy')}</ActionLink>
        </div>
      )}
      <p className={styles['muted']}>{t('account.credits.explain')}</p>
    </PageSection>
  );
}

function History({ signedIn, locale }: PartProps) {
  const t = useAccountT();
  const f = useFormat();
  const api = useApi();
  const [page, setPage] = useState(1);
  const history = useLoad(
    signedIn
      ? async () =>
          (await api.call('pointHistory', { query: { page } }, pageCallOptions(locale))).data
      : undefined,
    [page, locale],
  );
  const pages = history.status === 'ready' ? pageCount(history.data.total, HISTORY_PAGE_SIZE) : 1;
  return (
    <PageSection title={t('account.credits.history')}>
      {history.status === 'loading' && <PageSkeleton rows={5} />}
      {history.status === 'failed' && (
        <LoadFailed
          message={t('account.credits.historyFailed')}
          reason={readFailure(history.error)?.message}
          onRetry={history.reload}
        />
      )}
      {history.status === 'ready' && history.data.result.length === 0 && (
        <p className={styles['empty']}>{t('account.credits.historyEmpty')}</p>
      )}
      {history.status === 'ready' && history.data.result.length > 0 && (
        <>
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
                <VisuallyHidden>
                  {t('account.credits.historyCaption', { page, pages })}
                </VisuallyHidden>
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
                {history.data.result.map((entry) => {
                  const reason = ledgerReason(entry.reason, entry.delta);
                  return (
                    <tr key={entry.id}>
                      <td>
                        <time dateTime={entry.created_time}>
                          {f.date(entry.created_time, 'L LT')}
                        </time>
                      </td>
                      <td className={styles['breakable']}>
                        {'key' in reason ? t(reason.key, reason.values) : reason.text}
                      </td>
                      <td
                        className={`${styles['numeric']} ${entry.delta > 0 ? styles['gain'] : ''}`}
                      >
                        {f.number(entry.delta, { signDisplay: 'always' })}
                      </td>
                      <td className={styles['numeric']}>{f.number(entry.balance)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className={styles['pager']} aria-label={t('account.credits.pages')}>
              <ActionButton disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('account.credits.newer')}
              </ActionButton>
              <span>{t('account.credits.pageOf', { page, pages })}</span>
              <ActionButton disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('account.credits.older')}
              </ActionButton>
            </nav>
          )}
        </>
      )}
    </PageSection>
  );
}

function CreditsPage({ route }: PageProps) {
  const t = useAccountT();
  const signedIn = useAccount().status === 'signed-in';
  return (
    <PageColumn title={t('account.credits.title')} lead={t('account.credits.lead')}>
      <Balance signedIn={signedIn} locale={route.locale} />
      <History signedIn={signedIn} locale={route.locale} />
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: CreditsPage,
  catalog,
  head: (_route, t) => ({
    title: t('account.credits.head.title'),
    description: t('account.credits.head.description'),
    noindex: true,
  }),
};
