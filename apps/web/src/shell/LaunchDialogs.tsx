import type { CouponOffer } from '@captio/ui-kit';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppStores, useSession } from '../state/stores.js';
import type { KeyValueStore } from './client-storage.js';
import { clearQuery } from './clear-query.js';
import { couponOfferFor, couponPopupClosed, couponPopupDue } from './coupon.js';
import type { LaunchQuery } from './launch-query.js';
import { AppSumoActivatedDialog, CouponPopup, PaymentSuccessDialog } from './lazy-dialogs.js';
import {
  confirmedPaymentStep,
  paymentSuccessStep,
  type PaymentSuccessStep,
} from './payment-success.js';
import { useApi } from '../api/api-context.js';

interface LaunchProps {
  launch: LaunchQuery;
  store: KeyValueStore;
}

/**
 * The thanks after a payment: once the session is known (the counted transaction is the
 * user's), payment=success opens it for a new transaction_id the api says is the user's; the
 * query is cleared either way.
 */
export function PaymentSuccess({ launch, store }: LaunchProps) {
  const stores = useAppStores();
  const checked = useSession((state) => state.checked);
  const [step, setStep] = useState<PaymentSuccessStep>();

  const api = useApi();
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (!checked || asked) return;
    setAsked(true);
    const user = stores.session.getState().user;
    const next = paymentSuccessStep(launch.payment, user?.user_id, store);
    if (next.action !== 'none') clearQuery(stores);
    const lookUp = user
      ? async (transactionId: string) =>
          (
            await api.call(
              'transactionStatus',
              { params: { transaction_id: transactionId } },
              { toast: false },
            )
          ).data
      : undefined;
    void confirmedPaymentStep(next, launch.payment.transactionId, lookUp).then(setStep);
  }, [checked, asked, launch, store, stores, api]);

  return (
    <PaymentSuccessDialog
      open={step?.action === 'open'}
      onOpenChange={(next) => !next && setStep({ action: 'none' })}
      value={step?.value}
      currency={step?.currency}
    />
  );
}

/** appsumo=activated: the deal channel activated the plan; OK clears the query. */
export function AppSumoActivated({ launch }: Pick<LaunchProps, 'launch'>) {
  const stores = useAppStores();
  const [open, setOpen] = useState(launch.appsumoActivated);
  return (
    <AppSumoActivatedDialog
      open={open}
      onOk={() => {
        setOpen(false);
        clearQuery(stores);
      }}
    />
  );
}

/**
 * The coupon offer of the user's profile, at most once a day, with the code and discount of the
 * coupon on offer (asked of the api once it is due; without one, the offer is told in general).
 */
export function Coupon({ store }: Pick<LaunchProps, 'store'>) {
  const api = useApi();
  const { locale } = useIntl();
  const user = useSession((state) => state.user);
  const [closed, setClosed] = useState(false);
  // undefined: not asked yet; null: asked, and no coupon is on offer (or the api did not say).
  const [offer, setOffer] = useState<CouponOffer | null>();
  const due = !closed && couponPopupDue(user, store, Date.now());
  useEffect(() => {
    if (!due || offer !== undefined) return;
    let current = true;
    api
      .call('couponOffer', {}, { toast: false })
      .then((answer) => current && setOffer(couponOfferFor(answer.data, locale) ?? null))
      .catch(() => current && setOffer(null));
    return () => {
      current = false;
    };
  }, [due, offer, api, locale]);
  return (
    <CouponPopup
      open={due && offer !== undefined}
      offer={offer ?? undefined}
      onClose={() => {
        couponPopupClosed(store, Date.now());
        setClosed(true);
      }}
    />
  );
}
