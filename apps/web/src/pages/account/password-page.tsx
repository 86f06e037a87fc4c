import { useState } from 'react';
import type { Locale } from '@captio/routing-rules';
import { ActionLink, Link } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import {
  headFrom,
  PageColumn,
  PageSkeleton,
  useAccount,
} from '../../features/account-page/index.js';
import {
  emailProblem,
  Form,
  FormNotice,
  newPasswordProblem,
  pageCallOptions,
  SubmitButton,
  TextField,
  useForm,
} from '../../features/forms/index.js';
import { useSession } from '../../state/stores.js';
import styles from './account.module.css';
import { catalog, useAccountT } from './catalog.js';
import { NewPasswordField } from './new-password-field.js';
import { ChangePasswordForm } from './change-password-form.js';

/** The token of a reset link (…/users/password?token=…), or '' on the page without one. */
function resetToken(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

/** A visitor who forgot the password asks for a reset link by e-mail. */
function RequestResetForm({ locale }: { locale: Locale }) {
  const t = useAccountT();
  const api = useApi();
  const [sent, setSent] = useState<string>();
  const form = useForm({
    initial: { email: '' },
    validate: (values) => ({ email: emailProblem(values.email) }),
    submit: async (values) => {
      const answer = await api.call(
        'requestPasswordReset',
        { body: { email: values.email.trim() } },
        pageCallOptions(locale),
      );
      setSent(answer.message ?? t('account.reset.sent'));
    },
  });
  return (
    <>
      <FormNotice>{sent}</FormNotice>
      {sent ? (
        <p className={styles['switch']}>
          <Link href="/users/signin">{t('account.reset.backToSignin')}</Link>
        </p>
      ) : (
        <>
          <Form form={form}>
            <TextField
              {...form.field('email')}
              type="email"
              autoComplete="email"
              label={t('account.field.email')}
              hint={t('account.reset.emailHint')}
            />
            <SubmitButton form={form} pendingLabel={t('account.reset.pending')}>
              {t('account.reset.sendLink')}
            </SubmitButton>
          </Form>
          <p className={styles['switch']}>
            {t('account.reset.remembered')}{' '}
            <Link href="/users/signin">{t('account.signup.toSignin')}</Link>
          </p>
        </>
      )}
    </>
  );
}

/** The page of the e-mailed link: a new password for the account the token belongs to. */
function NewPasswordForm({ token, locale }: { token: string; locale: Locale }) {
  const t = useAccountT();
  const api = useApi();
  const resetSession = useSession((state) => state.reset);
  const [done, setDone] = useState<string>();
  const form = useForm({
    initial: { new_password: '' },
    validate: (values) => ({ new_password: newPasswordProblem(values.new_password) }),
    submit: async (values) => {
      const answer = await api.call(
        'confirmPasswordReset',
        { body: { token, new_password: values.new_password } },
        pageCallOptions(locale),
      );
      // The api ended every session of the account, this browser's too if it had one.
      resetSession();
      setDone(answer.message ?? t('account.reset.done'));
    },
  });
  return (
    <>
      <FormNotice>{done}</FormNotice>
      {done ? (
        <ActionLink href="/users/signin">{t('account.signin.submit')}</ActionLink>
      ) : (
        <>
          <Form form={form}>
            <NewPasswordField field={form.field('new_password')} />
            <SubmitButton form={form} pendingLabel={t('account.saving')}>
              {t('account.reset.save')}
            </SubmitButton>
          </Form>
          <p className={styles['switch']}>
            {t('account.reset.linkTrouble')}{' '}
            <Link href="/users/password">{t('account.reset.newLink')}</Link>
          </p>
        </>
      )}
    </>
  );
}

function PasswordPage({ route }: PageProps) {
  const t = useAccountT();
  const account = useAccount();
  const token = resetToken(route.search);
  if (token) {
    return (
      <PageColumn
        title={t('account.reset.newTitle')}
        lead={t('account.reset.newLead')}
        width="narrow"
      >
        <NewPasswordForm token={token} locale={route.locale} />
      </PageColumn>
    );
  }
  if (account.status === 'signed-in') {
    return (
      <PageColumn
        title={t('account.password.title')}
        lead={t('account.password.lead')}
        width="narrow"
      >
        <ChangePasswordForm user={account.user} locale={route.locale} />
      </PageColumn>
    );
  }
  return (
    <PageColumn title={t('account.reset.title')} lead={t('account.reset.lead')} width="narrow">
      {account.status === 'checking' ? (
        <PageSkeleton rows={3} />
      ) : (
        <RequestResetForm locale={route.locale} />
      )}
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: PasswordPage,
  catalog,
  head: (route, t) =>
    headFrom(resetToken(route.search) ? 'account.reset.newHead' : 'account.password.head')(
      route,
      t,
    ),
};
