import { useState } from 'react';
import { planLabel } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { DEAL_CODES, type Locale, withLocale } from '@captio/routing-rules';
import { ActionLink } from '@captio/ui-kit';
import { useApi } from '../../api/api-context.js';
import type { PageModule, PageProps } from '../../app/page-module.js';
import {
  Form,
  FormNotice,
  pageCallOptions,
  SubmitButton,
  TextField,
  useForm,
  withFormTexts,
} from '../../features/forms/index.js';
import { useSession } from '../../state/stores.js';
import { catalog, usePricingT } from './catalog.js';
import { REDEEM_CODE_MAX_LENGTH, REDEEM_REFUSALS, redeemCodeProblem } from './redeem-code.js';
import styles from './redeem-page.module.css';

type Channel = (typeof DEAL_CODES)[number];

/** The deal channels as their brands write themselves. */
const CHANNEL_NAMES: Record<Channel, string> = { appsumo: 'AppSumo', oncely: 'Oncely' };

/** The deal channel the link came from (?c_code=appsumo), in any case; none otherwise. */
function channelOf(search: string): Channel | undefined {
  const value = new URLSearchParams(search).get('c_code')?.toLowerCase();
  return DEAL_CODES.find((code) => code === value);
}

/**
 * The code and its button. The browser's own bubbles are off (Form sets noValidate): an empty
 * code is refused in the page's language, and the api's refusal sits beside the field.
 */
function RedeemForm({ locale, channel }: { locale: Locale; channel: Channel | undefined }) {
  const t = usePricingT();
  const shell = useT();
  const api = useApi();
  const signedIn = useSession((state) => state.signedIn);
  const [redeemed, setRedeemed] = useState<string>();
  const form = useForm({
    initial: { code: '' },
    validate: (values) => ({ code: redeemCodeProblem(values.code) }),
    submit: async (values) => {
      setRedeemed(undefined);
      const answer = await api.call(
        'redeemCode',
        { body: { code: values.code.trim(), ...(channel ? { channel } : {}) } },
        pageCallOptions(locale),
      );
      const userdata = answer.data.userdata;
      signedIn(userdata);
      const plan = shell(
        planLabel({
          level: userdata.level,
          subscribed: userdata.subscribe_stat,
          neverExpires: userdata.never_expires,
          planName: userdata.level_data.name,
          expiryDate: userdata.level_point.expiry_date,
        }),
      );
      form.reset();
      setRedeemed(t('redeem.success', { plan }));
    },
    codeFields: REDEEM_REFUSALS,
  });
  return (
    <>
      <FormNotice>{redeemed}</FormNotice>
      <Form form={form} className={styles['form']}>
        <TextField
          {...form.field('code')}
          label={t('redeem.code.label')}
          maxLength={REDEEM_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton form={form}>{t('redeem.submit')}</SubmitButton>
      </Form>
    </>
  );
}

function RedeemPage({ route }: PageProps) {
  const t = usePricingT();
  const shell = useT();
  const user = useSession((state) => state.user);
  const channel = channelOf(route.search);
  const back = encodeURIComponent(route.path + route.search);

  return (
    <div className={styles['page']}>
      <h1>{t('redeem.heading')}</h1>
      <p className={styles['lead']}>{t('redeem.lead')}</p>
      {channel && (
        <p className={styles['channel']}>
          {t('redeem.channel', { channel: CHANNEL_NAMES[channel] })}
        </p>
      )}
      {user ? (
        <RedeemForm locale={route.locale} channel={channel} />
      ) : (
        <div className={styles['signIn']}>
          <p>{t('redeem.signIn')}</p>
          <div className={styles['actions']}>
            <ActionLink href={withLocale(`/users/signin?redirect=${back}`, route.locale)}>
              {shell('nav.signin')}
            </ActionLink>
            <ActionLink
              variant="secondary"
              href={withLocale(`/users/signup?redirect=${back}`, route.locale)}
            >
              {t('redeem.signUp')}
            </ActionLink>
          </div>
        </div>
      )}
    </div>
  );
}

export const page: PageModule = {
  Page: RedeemPage,
  catalog: withFormTexts(catalog),
  head: (_route, t) => ({
    title: t('redeem.title'),
    description: t('redeem.description'),
    noindex: true,
  }),
};
