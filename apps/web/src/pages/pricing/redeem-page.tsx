import { useId, useState, type FormEvent } from 'react';
import { planLabel } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { DEAL_CODES, withLocale } from '@captio/routing-rules';
import { ActionButton, ActionLink } from '@captio/ui-kit';
import { useApi } from '../../api/api-context.js';
import { pageCallOptions } from '../../features/forms/call-options.js';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { inputClass } from '../../features/forms/input-class.js';
import { useSession } from '../../state/stores.js';
import { catalog, usePricingT } from './catalog.js';
import styles from './redeem-page.module.css';

type Channel = (typeof DEAL_CODES)[number];

/** The deal channels as their brands write themselves. */
const CHANNEL_NAMES: Record<Channel, string> = { appsumo: 'AppSumo', oncely: 'Oncely' };

/** The deal channel the link came from (?c_code=appsumo), in any case; none otherwise. */
function channelOf(search: string): Channel | undefined {
  const value = new URLSearchParams(search).get('c_code')?.toLowerCase();
  return DEAL_CODES.find((code) => code === value);
}

function RedeemPage({ route }: PageProps) {
  const t = usePricingT();
  const shell = useT();
  const api = useApi();
  const user = useSession((state) => state.user);
  const signedIn = useSession((state) => state.signedIn);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | undefined>();
  const inputId = useId();
  const resultId = useId();
  const channel = channelOf(route.search);
  const back = encodeURIComponent(route.path + route.search);

  async function redeem(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted || busy) return;
    setBusy(true);
    try {
      const answer = await api.call(
        'redeemCode',
        { body: { code: wanted, ...(channel ? { channel } : {}) } },
        // The refusal is shown beside the field, in the page's language.
        pageCallOptions(route.locale),
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
      setResult({ ok: true, text: t('redeem.success', { plan }) });
      setCode('');
    } catch (error) {
      const message = (error as { response?: { data?: { message?: unknown } } }).response?.data
        ?.message;
      setResult({
        ok: false,
        text: typeof message === 'string' ? message : shell('error.generic'),
      });
    } finally {
      setBusy(false);
    }
  }

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
        <form className={styles['form']} onSubmit={(event) => void redeem(event)}>
          <label htmlFor={inputId}>{t('redeem.code.label')}</label>
          <input
            id={inputId}
            className={inputClass}
            value={code}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby={result ? resultId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <ActionButton type="submit" variant="primary" loading={busy}>
            {t('redeem.submit')}
          </ActionButton>
          <p id={resultId} role="status" className={result?.ok ? styles['ok'] : styles['error']}>
            {result?.text}
          </p>
        </form>
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
  catalog,
  head: (_route, t) => ({
    title: t('redeem.title'),
    description: t('redeem.description'),
    noindex: true,
  }),
};
