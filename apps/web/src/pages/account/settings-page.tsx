import { useMemo, useState } from 'react';
import type { UserData } from '@captio/api-client';
import { LOCALE_NATIVE_NAMES, planLabel } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { isLocale, LOCALES, type Locale } from '@captio/routing-rules';
import { ActionButton, ActionLink, Link } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useApi } from '../../api/api-context.js';
import { browserCookies } from '../../api/cookies.js';
import {
  PageColumn,
  PageSection,
  PageSkeleton,
  useAccount,
  headFrom,
} from '../../features/account-page/index.js';
import {
  Form,
  FormNotice,
  type FormControl,
  lengthProblem,
  pageCallOptions,
  readFailure,
  requiredProblem,
  SelectField,
  SubmitButton,
  TextField,
  useForm,
} from '../../features/forms/index.js';
import { useNavigate } from '../../router/navigation-context.js';
import { useSession } from '../../state/stores.js';
import { applyInterfaceLanguage } from './interface-language.js';
import styles from './account.module.css';
import { catalog, useAccountT } from './catalog.js';
import { ChangePasswordForm } from './change-password-form.js';
import { knownTimeZones, timeZoneOptions } from './time-zones.js';

const NAME_MAX_LENGTH = 100;

function SaveButton({ form }: { form: Pick<FormControl<string>, 'submitting'> }) {
  const t = useAccountT();
  return (
    <SubmitButton form={form} pendingLabel={t('account.saving')}>
      {t('account.settings.save')}
    </SubmitButton>
  );
}

interface SectionProps {
  user: UserData;
  locale: Locale;
}

function ProfileSection({ user, locale }: SectionProps) {
  const t = useAccountT();
  const shellT = useT();
  const api = useApi();
  const signedIn = useSession((state) => state.signedIn);
  const [saved, setSaved] = useState<string>();
  const form = useForm({
    initial: { name: user.name },
    validate: (values) => ({
      name: requiredProblem(values.name) ?? lengthProblem(values.name, { max: NAME_MAX_LENGTH }),
    }),
    submit: async (values) => {
      setSaved(undefined);
      const answer = await api.call(
        'changeProfile',
        { body: { name: values.name.trim() } },
        pageCallOptions(locale),
      );
      signedIn(answer.data.userdata);
      setSaved(t('account.settings.saved'));
    },
  });
  const plan = planLabel({
    level: user.level,
    subscribed: user.subscribe_stat,
    neverExpires: user.never_expires,
    planName: user.level_data.name,
    expiryDate: user.level_point.expiry_date,
  });
  return (
    <PageSection title={t('account.settings.profile')}>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('account.field.email')}</dt>
          <dd>
            <span className={styles['breakable']}>{user.email}</span>{' '}
            <Link href="/users/update-email">{t('account.settings.changeEmail')}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('account.settings.plan')}</dt>
          <dd>
            {shellT(plan)} <Link href="/pricing">{t('account.settings.seePlans')}</Link>
          </dd>
        </div>
      </dl>
      <Form form={form}>
        <TextField {...form.field('name')} autoComplete="name" label={t('account.field.name')} />
        <SaveButton form={form} />
      </Form>
      <FormNotice>{saved}</FormNotice>
    </PageSection>
  );
}

function PreferencesSection({ user, locale }: SectionProps) {
  const t = useAccountT();
  const api = useApi();
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.signedIn);
  const [saved, setSaved] = useState<string>();
  const zones = useMemo(
    () => timeZoneOptions(knownTimeZones(), user.timezone_setting, new Date(), locale),
    [user.timezone_setting, locale],
  );
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useForm({
    initial: { change_language: locale, timezone: user.timezone_setting },
    submit: async (values) => {
      setSaved(undefined);
      const language = isLocale(values.change_language) ? values.change_language : locale;
      const answer = await api.call(
        'changeProfile',
        { body: { change_language: language, timezone: values.timezone } },
        pageCallOptions(locale),
      );
      signedIn(answer.data.userdata);
      const inNewLanguage = applyInterfaceLanguage(language, locale, browserCookies);
      if (inNewLanguage) navigate(inNewLanguage, { replace: true });
      else setSaved(t('account.settings.saved'));
    },
  });
  return (
    <PageSection
      title={t('account.settings.preferences')}
      description={t('account.settings.preferencesLead')}
    >
      <Form form={form}>
        <SelectField
          {...form.field('change_language')}
          label={t('account.settings.language')}
          options={LOCALES.map((code) => ({
            value: code,
            label: LOCALE_NATIVE_NAMES[code],
            lang: code,
          }))}
        />
        <SelectField
          {...form.field('timezone')}
          label={t('account.settings.timezone')}
          hint={t('account.settings.timezoneHint', { zone: device })}
          options={zones}
        />
        <SaveButton form={form} />
      </Form>
      <FormNotice>{saved}</FormNotice>
    </PageSection>
  );
}

function CookieSection({ user, locale }: SectionProps) {
  const t = useAccountT();
  const api = useApi();
  const signedIn = useSession((state) => state.signedIn);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const accept = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      await api.call('acceptCookies', undefined, pageCallOptions(locale));
      signedIn({ ...user, accept_cookies: true });
    } catch (error) {
      setFailure(readFailure(error)?.message ?? t('account.settings.cookiesFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <PageSection
      title={t('account.settings.cookies')}
      description={t('account.settings.cookiesLead')}
    >
      <div role="status">
        {user.accept_cookies && (
          <p className={styles['confirmed']}>{t('account.settings.cookiesAccepted')}</p>
        )}
      </div>
      {!user.accept_cookies && (
        <div className={styles['stack']}>
          <p>{t('account.settings.cookiesNotAccepted')}</p>
          <ActionButton variant="primary" loading={pending} onClick={accept}>
            {t('account.settings.cookiesAccept')}
          </ActionButton>
          {failure && (
            <p className={styles['problem']} role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
      <p className={styles['muted']}>
        <Link href="/privacy-policy" target="_blank" rel="noopener">
          {t('account.settings.privacy')}
        </Link>
      </p>
    </PageSection>
  );
}

function SettingsPage({ route }: PageProps) {
  const t = useAccountT();
  const account = useAccount();
  return (
    <PageColumn title={t('account.settings.title')} lead={t('account.settings.lead')}>
      {account.status === 'signed-in' ? (
        <>
          <ProfileSection user={account.user} locale={route.locale} />
          {/* Anew in each language: the header's switch changes the page's, which the select shows. */}
          <PreferencesSection key={route.locale} user={account.user} locale={route.locale} />
          <PageSection title={t('account.password.title')} description={t('account.password.lead')}>
            <ChangePasswordForm user={account.user} locale={route.locale} />
          </PageSection>
          <CookieSection user={account.user} locale={route.locale} />
          <p className={styles['switch']}>
            <ActionLink variant="secondary" href="/credits">
              {t('account.settings.toCredits')}
            </ActionLink>
          </p>
        </>
      ) : (
        <PageSkeleton rows={6} />
      )}
    </PageColumn>
  );
}

export const page: PageModule = {
  Page: SettingsPage,
  catalog,
  head: headFrom('account.settings.head'),
  fillsAfterMount: true,
};
