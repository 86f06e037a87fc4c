import { useState } from 'react';
import type { Locale } from '@captio/routing-rules';
import { ActionButton, ActionLink } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import {
  headFrom,
  LoadView,
  PageColumn,
  PageSection,
  useAccount,
  useLoad,
} from '../../features/account-page/index.js';
import { pageCallOptions } from '../../features/forms/index.js';
import { useSession } from '../../state/stores.js';
import styles from './account.module.css';
import { catalog, useAccountT } from './catalog.js';
import { pageCount } from './ledger-reason.js';
import { LedgerTable } from './ledger-table.js';

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
      <LoadView load={balance} rows={1} failed={t('account.credits.balanceFailed')}>
        {(point) => (
          <div className={styles['balance']}>
            <p className={styles['figure']}>{t('account.credits.amount', { count: point })}</p>
            <ActionLink href="/pricing">{t('account.credits.buy')}</ActionLink>
          </div>
        )}
      </LoadView>
      <p className={styles['muted']}>{t('account.credits.explain')}</p>
    </PageSection>
  );
}

function History({ signedIn, locale }: PartProps) {
  const t = useAccountT();
  const api = useApi();
  const [page, setPage] = useState(1);
  const history = useLoad(
    signedIn
      ? async () =>
          (await api.call('pointHistory', { query: { page } }, pageCallOptions(locale))).data
      : undefined,
    [page, locale],
  );
  return (
    <PageSection title={t('account.credits.history')}>
      <LoadView load={history} rows={5} failed={t('account.credits.historyFailed')}>
        {({ result, total }) => {
          if (result.length === 0) {
            return <p className={styles['empty']}>{t('account.credits.historyEmpty')}</p>;
          }
          const pages = pageCount(total, HISTORY_PAGE_SIZE);
          return (
            <>
              <LedgerTable entries={result} page={page} pages={pages} />
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
          );
        }}
      </LoadView>
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
  head: headFrom('account.credits.head'),
  fillsAfterMount: true,
};
