import { useState } from 'react';
import type { UserData } from '@captio/api-client';
import { RETURN_PARAM, type Locale } from '@captio/routing-rules';
import { ActionLink, Link } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import {
  PageColumn,
  PageSkeleton,
  useAccount,
  headFrom,
} from '../../features/account-page/index.js';
import {
  emailProblem,
  Form,
  FormNotice,
  givenPasswordProblem,
  pageCallOptions,
  PasswordField,
  SubmitButton,
  TextField,
  useForm,
} from '../../features/forms/index.js';
import { useSession } from '../../state/stores.js';
import styles from './account.module.css';
import { catalog, useAccountT } from './catalog.js';

function UpdateEmailForm({ user, locale }: { user: UserData; locale: Locale }) {
  const t = useAccountT();
  const api = useApi();
  const signedIn = useSession((state) => state.signedIn);
  const [done, setDone] = useState<string>();
  const hasPassword = user.password;
  const form = useForm({
    initial: { email: '', password: '' },
    validate: (values) => ({
      email: emailProblem(values.email),
      password: hasPassword ? givenPasswordProblem(values.password) : undefined,
    }),
    submit: async (values) => {
      setDone(undefined);
      const answer = await api.call(
        'updateEmail',
        {
          body: {
            email: values.email.trim(),
            ...(hasPassword ? { password: values.password } : {}),
          },
        },
        pageCallOptions(locale),
      );
      signedIn(answer.data.userdata);
      form.reset();
      setDone(answer.message ?? t('account.email.changed'));
    },
    codeFields: { email_taken: 'email' },
  });
  return (
    <>
      <p className={styles['current']}>
        {t('account.email.current')} <strong>{user.email}</strong>
      </p>
      <FormNotice>{done}</FormNotice>
      <Form form={form}>
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="email"
          label={t('account.email.new')}
        />
        {hasPassword && (
          <PasswordField
            {...form.field('password')}
            autoComplete="current-password"
            label={t('account.field.currentPassword')}
            hint={t('account.email.passwordHint')}
          />
        )}
        <SubmitButton form={form} pendingLabel={t('account.saving')}>
          {t('account.email.submit')}
        </SubmitButton>
      </Form>
      <p className={styles['switch']}>
        <Link href="/settings">{t('account.backToSettings')}</Link>
      </p>
    </>
  );
}

function UpdateEmailPage({ route }: PageProps) {
  const t = useAccountT();
  const account = useAccount();
  const back = encodeURIComponent(route.path);
  return (
    <PageColumn title={t('account.email.title')} lead={t('account.email.lead')} width="narrow">
      {account.status === 'checking' && <PageSkeleton rows={3} />}
      {account.status === 'anonymous' && (
        <div className={styles['stack']}>
          <p>{t('account.email.signinFirst')}</p>
          <ActionLink href={`/users/signin?${RETURN_PARAM}=${back}`}>
            {t('account.signin.submit')}
          </ActionLink>
        </div>
      )}
      {account.status === 'signed-in' && (
        <UpdateEmailForm user={account.user} locale={route.locale} />
      )}
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: UpdateEmailPage,
  catalog,
  head: headFrom('account.email.head'),
};
