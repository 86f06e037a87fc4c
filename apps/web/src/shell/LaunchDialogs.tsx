import { useEffect, useState } from 'react';
import { useAppStores, useSession } from '../state/stores.js';
import type { KeyValueStore } from './client-storage.js';
import { clearQuery } from './clear-query.js';
import { couponPopupClosed, couponPopupDue } from './coupon.js';
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

/** The coupon offer of the user's profile, at most once a day. */
export function Coupon({ store }: Pick<LaunchProps, 'store'>) {
  const user = useSession((state) => state.user);
  const [closed, setClosed] = useState(false);
  const due = !closed && couponPopupDue(user, store, Date.now());
  return (
    <CouponPopup
      open={due}
      onClose={() => {
        couponPopupClosed(store, Date.now());
        setClosed(true);
      }}
    />
  );
}
