import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Plan } from '@captio/api-client';
import { FREE_QUOTA } from '@captio/i18n';
import { useFormat } from '@captio/i18n/react';
import { withLocale, type Locale } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { useApi } from '../../api/api-context.js';
import { pageData } from '../../app/page-data.js';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { classNames } from '../../features/forms/class-names.js';
import { inputClass } from '../../features/forms/input-class.js';
import { pageCallOptions } from '../../features/forms/call-options.js';
import { shownText, useEarlyInput } from '../../features/forms/use-early-input.js';
import { useNavigate } from '../../router/navigation-context.js';
import { useMounted } from '../../shell/use-client.js';
import { useSession } from '../../state/stores.js';
import { accountPending } from '../../state/session-store.js';
import { catalog, usePricingT } from './catalog.js';
import { formatPrice, planPeriod, splitPlans } from './plan-terms.js';
import styles from './pricing-page.module.css';

/** A checked coupon: the price it gives per plan. */
interface AppliedCoupon {
  code: string;
  prices: Readonly<Record<string, number>>;
}

/** The plans are public: in the server's HTML, so readers and search engines see the prices. */
const pricingData = pageData(async ({ sources }) => ({ plans: await sources.plans() }));

function PlanCard({
  plan,
  coupon,
  onBuy,
  buying,
  ready,
}: {
  plan: Plan;
  coupon: AppliedCoupon | undefined;
  onBuy: (plan: Plan) => void;
  buying: boolean;
  /** Whether the page's code runs: before that, a click on buy would do nothing. */
  ready: boolean;
}) {
  const t = usePricingT();
  const f = useFormat();
  const signedIn = useSession((state) => Boolean(state.user));
  const headingId = useId();
  const discounted = coupon?.prices[plan.plan_id];
  const price = formatPrice(discounted ?? plan.price, plan.currency, f.locale);
  const period = planPeriod(plan.duration_days);
  // A pack is named by what it brings, in the reader's language; the operator's name for it is
  // written once, in one language.
  const pack = plan.subscription_type === 'ugo';
  const credits = t('pricing.feature.credits', { credits: plan.credits });
  return (
    <article className={styles['card']} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles['planName']}>
        {pack ? credits : plan.name}
      </h3>
      <p className={styles['price']}>
        <span className={styles['amount']}>{price}</span>{' '}
        <span className={styles['period']}>
          {t('pricing.period', { period, days: plan.duration_days ?? 0 })}
        </span>
      </p>
      {discounted !== undefined && discounted !== plan.price && (
        <p className={styles['was']}>
          {t('pricing.was', { price: formatPrice(plan.price, plan.currency, f.locale) })}
        </p>
      )}
      <ul className={styles['features']}>
        {!pack && (
          <li>
            {plan.level === 2 && plan.credits === 0 ? t('pricing.feature.unlimited') : credits}
          </li>
        )}
        <li>
          {plan.drive_size > 0
            ? t('pricing.feature.drive', { size: f.gb(plan.drive_size) })
            : t('pricing.feature.noDrive')}
        </li>
        {plan.level >= 1 && <li>{t('pricing.feature.ass')}</li>}
        {period === 'once' && <li>{t('pricing.feature.neverExpire')}</li>}
      </ul>
      <ActionButton
        variant="primary"
        className={styles['buy']}
        loading={buying}
        pendingLabel={t('pricing.redirecting')}
        disabled={!ready}
        onClick={() => onBuy(plan)}
      >
        {signedIn ? t('pricing.buy') : t('pricing.signInToBuy')}
      </ActionButton>
    </article>
  );
}

function CouponForm({
  plans,
  onApplied,
  focus,
  locale,
}: {
  plans: readonly Plan[];
  /** The page's: the api's refusal is shown beside the field in it. */
  locale: Locale;
  onApplied: (coupon: AppliedCoupon | undefined) => void;
  /** Opened from the coupon popup (?coupon=true): the field takes focus. */
  focus: boolean;
}) {
  const t = usePricingT();
  const api = useApi();
  const signedIn = useSession((state) => Boolean(state.user));
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, shownText, code, setCode);

  async function apply(event: FormEvent) {
    event.preventDefault();
    await applyCode(code.trim());
  }

  // Opened from the coupon popup: the coupon on offer is filled in and applied.
  const offerAsked = useRef(false);
  useEffect(() => {
    if (!focus || !signedIn || plans.length === 0 || offerAsked.current) return;
    offerAsked.current = true;
    api
      .call('couponOffer', {}, { toast: false })
      .then(({ data }) => {
        if (data.coupon === null || input.current?.value.trim()) return;
        setCode(data.coupon.code);
        void applyCode(data.coupon.code);
      })
      .catch(() => {
        // The field stays empty for a code of the reader's own.
      });
  });

  async function applyCode(wanted: string) {
    if (!wanted || busy) return;
    setBusy(true);
    const results = await Promise.allSettled(
      plans.map((plan) =>
        api.call(
          'checkCoupon',
          { body: { code: wanted, plan_id: plan.plan_id } },
          pageCallOptions(locale),
        ),
      ),
    );
    setBusy(false);
    const prices: Record<string, number> = {};
    results.forEach((result, index) => {
      const plan = plans[index];
      if (result.status === 'fulfilled' && plan) prices[plan.plan_id] = result.value.data.price;
    });
    if (Object.keys(prices).length === 0) {
      const failure = results.find((result) => result.status === 'rejected');
      const text = (failure?.reason as { response?: { data?: { message?: unknown } } } | undefined)
        ?.response?.data?.message;
      setMessage({
        ok: false,
        text: typeof text === 'string' ? text : t('pricing.coupon.invalid'),
      });
      onApplied(undefined);
      return;
    }
    setMessage({ ok: true, text: t('pricing.coupon.applied', { code: wanted }) });
    onApplied({ code: wanted, prices });
  }

  if (!signedIn) return <p className={styles['couponNote']}>{t('pricing.coupon.signIn')}</p>;
  return (
    <form className={styles['coupon']} onSubmit={(event) => void apply(event)}>
      <label htmlFor={inputId}>{t('pricing.coupon.label')}</label>
      <input
        ref={input}
        id={inputId}
        className={classNames(inputClass, styles['couponInput'])}
        value={code}
        maxLength={64}
        autoComplete="off"
        // The coupon popup sends people here to type their code.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focus}
        aria-invalid={message && !message.ok ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <ActionButton type="submit" loading={busy}>
        {t('pricing.coupon.apply')}
      </ActionButton>
      <p
        id={messageId}
        role="status"
        className={message?.ok ? styles['couponOk'] : styles['couponError']}
      >
        {message?.text}
      </p>
    </form>
  );
}

function PricingPage({ route }: PageProps) {
  const t = usePricingT();
  const f = useFormat();
  const api = useApi();
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.user));
  const plans = pricingData.use()?.plans;
  const [coupon, setCoupon] = useState<AppliedCoupon | undefined>();
  const [buying, setBuying] = useState<string | undefined>();
  // The plans are in the page's HTML, so they show before the code that buys them has loaded,
  // and before the session check has said who is buying: a buy button is disabled until both,
  // rather than taking a click that does nothing or sends a signed-in buyer to sign in.
  const mounted = useMounted();
  const pending = useSession(accountPending);
  const ready = mounted && !pending;

  async function buy(plan: Plan) {
    if (!signedIn) {
      const back = encodeURIComponent(route.path + route.search);
      navigate(withLocale(`/users/signin?redirect=${back}`, route.locale));
      return;
    }
    setBuying(plan.plan_id);
    try {
      // In the page's language: the checkout and the way back from it speak the buyer's.
      const answer = await api.call(
        'checkout',
        { body: { plan_id: plan.plan_id, ...(coupon ? { coupon: coupon.code } : {}) } },
        { headers: { 'Accept-Language': route.locale } },
      );
      location.assign(answer.data.checkout_url);
    } catch {
      // The client has shown the api's message; the button is usable again.
      setBuying(undefined);
    }
  }

  const { subscriptions, packs } = plans ? splitPlans(plans) : { subscriptions: [], packs: [] };
  const cards = (plans: Plan[]) =>
    plans.map((plan) => (
      <PlanCard
        key={plan.plan_id}
        plan={plan}
        coupon={coupon}
        buying={buying === plan.plan_id}
        ready={ready}
        onBuy={(chosen) => void buy(chosen)}
      />
    ));

  return (
    <div className={styles['page']}>
      <header className={styles['intro']}>
        <h1>{t('pricing.heading')}</h1>
        <p className={styles['lead']}>{t('pricing.lead')}</p>
      </header>
      {/* The way back from a checkout the buyer gave up on (payment=cancelled). */}
      {new URLSearchParams(route.search).get('payment') === 'cancelled' && (
        <p className={styles['status']} role="status">
          {t('pricing.cancelled')}
        </p>
      )}
      <section aria-labelledby="pricing-subscriptions" className={styles['section']}>
        <h2 id="pricing-subscriptions">{t('pricing.section.subscriptions')}</h2>
        <div className={styles['grid']}>
          <article className={styles['card']} aria-labelledby="pricing-free">
            <h3 id="pricing-free" className={styles['planName']}>
              {t('pricing.free.name')}
            </h3>
            <p className={styles['price']}>
              <span className={styles['amount']}>{formatPrice(0, 'USD', f.locale)}</span>
            </p>
            <ul className={styles['features']}>
              <li>{t('pricing.free.feature', { total: FREE_QUOTA })}</li>
              <li>{t('pricing.feature.noDrive')}</li>
            </ul>
          </article>
          {cards(subscriptions)}
        </div>
        {!plans && (
          <p className={styles['status']} role="alert">
            {t('pricing.loadFailed')}
          </p>
        )}
        {plans?.length === 0 && <p className={styles['status']}>{t('pricing.empty')}</p>}
      </section>
      {packs.length > 0 && (
        <section aria-labelledby="pricing-packs" className={styles['section']}>
          <h2 id="pricing-packs">{t('pricing.section.payg')}</h2>
          <p className={styles['sectionLead']}>{t('pricing.section.paygLead')}</p>
          <div className={styles['grid']}>{cards(packs)}</div>
        </section>
      )}
      {plans && plans.length > 0 && (
        <CouponForm
          plans={plans}
          onApplied={setCoupon}
          locale={route.locale}
          focus={new URLSearchParams(route.search).get('coupon') === 'true'}
        />
      )}
      <p className={styles['secure']}>{t('pricing.secure')}</p>
    </div>
  );
}

export const page: PageModule = {
  Page: PricingPage,
  catalog,
  head: (_route, t) => ({ title: t('pricing.title'), description: t('pricing.description') }),
  data: pricingData,
};
