import { Link } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import { headFrom, PageColumn } from '../../features/account-page/index.js';
import {
  emailProblem,
  Form,
  givenPasswordProblem,
  pageCallOptions,
  PasswordField,
  SubmitButton,
  TextField,
  useForm,
} from '../../features/forms/index.js';
import styles from './account.module.css';
import { catalog, useAccountT } from './catalog.js';
import { keptQuery, useFinishSignIn } from './sign-in-flow.js';

function SigninPage({ route }: PageProps) {
  const t = useAccountT();
  const api = useApi();
  const finish = useFinishSignIn(route);
  const form = useForm({
    initial: { email: '', password: '' },
    validate: (values) => ({
      email: emailProblem(values.email),
      password: givenPasswordProblem(values.password),
    }),
    submit: async (values) => {
      const answer = await api.call(
        'signin',
        { body: { email: values.email.trim(), password: values.password } },
        pageCallOptions(route.locale),
      );
      finish(answer.data.userdata);
    },
  });

  return (
    <PageColumn title={t('account.signin.title')} lead={t('account.signin.lead')} width="narrow">
      <Form form={form}>
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="username"
          label={t('account.field.email')}
        />
        <div className={styles['stack']}>
          <PasswordField
            {...form.field('password')}
            autoComplete="current-password"
            label={t('account.field.password')}
          />
          <Link className={styles['inlineLink']} href="/users/password">
            {t('account.signin.forgot')}
          </Link>
        </div>
        <SubmitButton form={form} pendingLabel={t('account.signin.pending')}>
          {t('account.signin.submit')}
        </SubmitButton>
      </Form>
      <p className={styles['switch']}>
        {t('account.signin.noAccount')}{' '}
        <Link href={`/users/signup${keptQuery(route.search)}`}>{t('account.signin.toSignup')}</Link>
      </p>
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: SigninPage,
  catalog,
  head: headFrom('account.signin.head', { indexed: true }),
};
