import { useState } from 'react';
import type { UserData } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { useApi } from '../../api/api-context.js';
import {
  Form,
  FormNotice,
  givenPasswordProblem,
  newPasswordProblem,
  pageCallOptions,
  PasswordField,
  readFailure,
  SubmitButton,
  useForm,
} from '../../features/forms/index.js';
import styles from './account.module.css';
import { useAccountT } from './catalog.js';
import { NewPasswordField } from './new-password-field.js';

/**
 * A signed-in user's password change: the current password (when the account has one; accounts
 * made by a deal channel have none) and the new one. The api signs the other devices out.
 */
export function ChangePasswordForm({ user, locale }: { user: UserData; locale: Locale }) {
  const t = useAccountT();
  const api = useApi();
  const [done, setDone] = useState<string>();
  const hasPassword = user.password;
  const form = useForm({
    initial: { old_password: '', new_password: '' },
    validate: (values) => ({
      old_password: hasPassword ? givenPasswordProblem(values.old_password) : undefined,
      new_password: newPasswordProblem(values.new_password),
    }),
    submit: async (values) => {
      setDone(undefined);
      const answer = await api.call(
        'changePassword',
        {
          body: {
            new_password: values.new_password,
            ...(hasPassword ? { old_password: values.old_password } : {}),
          },
        },
        pageCallOptions(locale),
      );
      form.reset();
      setDone(answer.message ?? t('account.password.changed'));
    },
  });

  return (
    <>
      <Form form={form}>
        {hasPassword && (
          <PasswordField
            {...form.field('old_password')}
            autoComplete="current-password"
            label={t('account.field.currentPassword')}
          />
        )}
        <NewPasswordField field={form.field('new_password')} />
        <SubmitButton form={form} pendingLabel={t('account.password.changePending')}>
          {t('account.password.changeSubmit')}
        </SubmitButton>
      </Form>
      <FormNotice>{done}</FormNotice>
      {hasPassword && <ResetByMail email={user.email} locale={locale} />}
    </>
  );
}

/** For a user who no longer knows the current password: the reset link, to their address. */
function ResetByMail({ email, locale }: { email: string; locale: Locale }) {
  const t = useAccountT();
  const api = useApi();
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean }>();
  const send = async () => {
    setPending(true);
    setAnswer(undefined);
    try {
      const sent = await api.call(
        'requestPasswordReset',
        { body: { email } },
        pageCallOptions(locale),
      );
      setAnswer({ text: sent.message ?? t('account.reset.sent'), failed: false });
    } catch (error) {
      setAnswer({
        text: readFailure(error)?.message ?? t('account.reset.sendFailed'),
        failed: true,
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={styles['aside']}>
      <p className={styles['muted']}>{t('account.password.forgotCurrent', { email })}</p>
      <ActionButton loading={pending} pendingLabel={t('account.reset.pending')} onClick={send}>
        {t('account.reset.sendLink')}
      </ActionButton>
      <div role="status">
        {answer && (
          <p className={answer.failed ? styles['problem'] : styles['muted']}>{answer.text}</p>
        )}
      </div>
    </div>
  );
}
