import { useEffect, useRef, useState } from 'react';
import type { UserData } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { ActionLink, Link, useNotify } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import {
  LoadView,
  PageColumn,
  PageSection,
  PageSkeleton,
  useAccount,
  useLoad,
  type LoadControl,
  headFrom,
} from '../../features/account-page/index.js';
import {
  Form,
  lengthProblem,
  pageCallOptions,
  readFailure,
  requiredProblem,
  SubmitButton,
  TextField,
  useForm,
} from '../../features/forms/index.js';
import styles from './api-dashboard-page.module.css';
import { catalog, useApiDashboardT } from './catalog.js';
import { KeyList, type ApiKey } from './key-list.js';
import { NewKeyPanel } from './new-key-panel.js';

/** The api's limit for a key's name. */
const KEY_NAME_MAX_LENGTH = 64;

/** Creates a key (API plans only: levels above 2) and shows its secret once. */
function CreateKey({ locale, keys }: { locale: Locale; keys: LoadControl<ApiKey[]> }) {
  const t = useApiDashboardT();
  const api = useApi();
  const [created, setCreated] = useState<{ name: string; secret: string }>();
  const form = useForm({
    initial: { name: '' },
    validate: (values) => ({
      name:
        requiredProblem(values.name) ??
        lengthProblem(values.name.trim(), { max: KEY_NAME_MAX_LENGTH }),
    }),
    submit: async (values) => {
      const { data } = await api.call(
        'createApiKey',
        { body: { name: values.name.trim() } },
        pageCallOptions(locale),
      );
      const { key: secret, ...listed } = data;
      keys.update((list) => [listed, ...list]);
      form.reset();
      setCreated({ name: listed.name, secret });
    },
  });
  // Back from the new key's panel, the focus returns to the form it came from.
  const backFromPanel = useRef(false);
  const nameId = form.field('name').id;
  useEffect(() => {
    if (created || !backFromPanel.current) return;
    backFromPanel.current = false;
    document.getElementById(nameId)?.focus();
  }, [created, nameId]);
  if (created) {
    const done = () => {
      backFromPanel.current = true;
      setCreated(undefined);
    };
    return <NewKeyPanel {...created} onDone={done} />;
  }
  return (
    <Form form={form}>
      <TextField
        {...form.field('name')}
        autoComplete="off"
        label={t('apiDashboard.create.name')}
        hint={t('apiDashboard.create.nameHint')}
      />
      <SubmitButton form={form} pendingLabel={t('apiDashboard.create.pending')}>
        {t('apiDashboard.create.submit')}
      </SubmitButton>
    </Form>
  );
}

/** Why a user below the API tier cannot create keys, and where to get a plan that can. */
function PlanRequired() {
  const t = useApiDashboardT();
  return (
    <div className={styles['planRequired']}>
      <p>{t('apiDashboard.plan.required')}</p>
      <div className={styles['actions']}>
        <ActionLink href="/pricing">{t('apiDashboard.plan.choose')}</ActionLink>
        <ActionLink variant="secondary" href="/api-introduction">
          {t('apiDashboard.plan.learn')}
        </ActionLink>
      </div>
    </div>
  );
}

function Dashboard({ user, locale }: { user: UserData; locale: Locale }) {
  const t = useApiDashboardT();
  const api = useApi();
  const { notify } = useNotify();
  const keys = useLoad<ApiKey[]>(
    async () => (await api.call('apiKeyList', undefined, pageCallOptions(locale))).data.result,
    [user.user_id, locale],
  );

  const revoke = async (key: ApiKey) => {
    try {
      const answer = await api.call(
        'revokeApiKey',
        { body: { id: key.id } },
        pageCallOptions(locale),
      );
      keys.update((list) =>
        list.map((item) => (item.id === key.id ? { ...item, revoked: true } : item)),
      );
      notify({ color: 'success', description: answer.message ?? t('apiDashboard.revoke.done') });
    } catch (error) {
      throw new Error(readFailure(error)?.message ?? t('apiDashboard.revoke.failed'));
    }
  };

  return (
    <>
      <PageSection
        title={t('apiDashboard.create.title')}
        description={t('apiDashboard.create.lead')}
      >
        {user.api ? <CreateKey locale={locale} keys={keys} /> : <PlanRequired />}
      </PageSection>
      <PageSection title={t('apiDashboard.list.title')}>
        <LoadView load={keys} rows={3} failed={t('apiDashboard.list.failed')}>
          {(list) => <KeyList keys={list} onRevoke={revoke} />}
        </LoadView>
      </PageSection>
      <PageSection title={t('apiDashboard.use.title')}>
        <p className={styles['muted']}>{t('apiDashboard.use.header')}</p>
        <pre className={styles['example']}>
          {/* Shown only after check_login, in the browser: this origin is the api's. */}
          <code>{`curl -H "Authorization: Bearer cap_…" ${location.origin}/api/point/count_point/`}</code>
        </pre>
        <p>
          <a className={styles['link']} href="/api/docs">
            {t('apiDashboard.use.docs')}
          </a>
        </p>
      </PageSection>
    </>
  );
}

function ApiDashboardPage({ route }: PageProps) {
  const t = useApiDashboardT();
  const account = useAccount();
  return (
    <PageColumn title={t('apiDashboard.title')} lead={t('apiDashboard.lead')}>
      {account.status === 'signed-in' ? (
        <Dashboard user={account.user} locale={route.locale} />
      ) : (
        <PageSkeleton rows={6} />
      )}
      <p className={styles['muted']}>
        <Link href="/credits">{t('apiDashboard.credits')}</Link>
      </p>
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: ApiDashboardPage,
  catalog,
  head: headFrom('apiDashboard.head'),
  fillsAfterMount: true,
};
