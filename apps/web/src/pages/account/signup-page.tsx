import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '@captio/i18n/react';
import { canonicalTimeZone } from '@captio/api-client';
import { Link } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import { headFrom, PageColumn } from '../../features/account-page/index.js';
import {
  emailProblem,
  Form,
  lengthProblem,
  newPasswordProblem,
  pageCallOptions,
  requiredProblem,
  SubmitButton,
  TextField,
  useForm,
  VisuallyHidden,
} from '../../features/forms/index.js';
import styles from './account.module.css';
import { catalog, useAccountT } from './catalog.js';
import { NewPasswordField } from './new-password-field.js';
import {
  forgetInviteCode,
  inviteCodeOf,
  rememberInviteCode,
  storedInviteCode,
} from './invite-code.js';
import { keptQuery, useFinishSignIn } from './sign-in-flow.js';

/** The api's limits for these fields. */
const NAME_MAX_LENGTH = 100;
const INVITE_CODE_MAX_LENGTH = 32;

/** The device's time zone, when the api will know it (it refuses names it cannot place). */
function deviceTimeZone(): string | undefined {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** A legal page (no layout, its own tab) linked from a sentence, so the form is not lost. */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> {t('common.newTab')}</VisuallyHidden>
    </Link>
  );
}

function SignupPage({ route }: PageProps) {
  const t = useAccountT();
  const intl = useIntl();
  const api = useApi();
  const finish = useFinishSignIn(route);
  const fromLink = inviteCodeOf(route.search);
  const form = useForm({
    initial: { name: '', email: '', password: '', invite_code: fromLink },
    validate: (values) => ({
      name: requiredProblem(values.name) ?? lengthProblem(values.name, { max: NAME_MAX_LENGTH }),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
      invite_code: lengthProblem(values.invite_code.trim(), { max: INVITE_CODE_MAX_LENGTH }),
    }),
    submit: async (values) => {
      const timezone = deviceTimeZone();
      const inviteCode = values.invite_code.trim();
      const answer = await api.call(
        'signup',
        {
          body: {
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            language: route.locale,
            ...(inviteCode ? { invite_code: inviteCode } : {}),
            ...(timezone ? { timezone } : {}),
          },
        },
        pageCallOptions(route.locale),
      );
      forgetInviteCode();
      finish(answer.data.userdata);
    },
    codeFields: { email_taken: 'email', invite_code_unknown: 'invite_code' },
  });

  const { setValue } = form;
  useEffect(() => {
    // The link's code is kept for later; without one, a code kept from an earlier visit.
    if (fromLink) rememberInviteCode(fromLink);
    else {
      const stored = storedInviteCode();
      if (stored) setValue('invite_code', stored);
    }
  }, [fromLink, setValue]);

  return (
    <PageColumn title={t('account.signup.title')} lead={t('account.signup.lead')} width="narrow">
      <Form form={form}>
        <TextField {...form.field('name')} autoComplete="name" label={t('account.field.name')} />
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="email"
          label={t('account.field.email')}
        />
        <NewPasswordField field={form.field('password')} label="account.field.password" />
        <TextField
          {...form.field('invite_code')}
          optional
          autoComplete="off"
          spellCheck={false}
          label={t('account.signup.inviteCode')}
          hint={t('account.signup.inviteCodeHint')}
        />
        <p className={styles['fineprint']}>
          {intl.formatMessage(
            { id: 'account.signup.terms' },
            {
              terms: (chunks: ReactNode[]) => (
                <LegalLink href="/terms-of-service">{chunks}</LegalLink>
              ),
              privacy: (chunks: ReactNode[]) => (
                <LegalLink href="/privacy-policy">{chunks}</LegalLink>
              ),
            },
          )}
        </p>
        <SubmitButton form={form} pendingLabel={t('account.signup.pending')}>
          {t('account.signup.submit')}
        </SubmitButton>
      </Form>
      <p className={styles['switch']}>
        {t('account.signup.haveAccount')}{' '}
        <Link href={`/users/signin${keptQuery(route.search)}`}>{t('account.signup.toSignin')}</Link>
      </p>
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: SignupPage,
  catalog,
  head: headFrom('account.signup.head', { indexed: true }),
};
