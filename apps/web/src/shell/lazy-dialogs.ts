import { lazyDialog, lazyWhen } from './lazy-dialog.js';

const dialogs = () => import('./shell-dialogs.js');

export const AppSumoActivatedDialog = lazyDialog(() =>
  dialogs().then((module) => module.AppSumoActivatedDialog),
);
export const CloudFileDrawer = lazyDialog(() => dialogs().then((module) => module.CloudFileDrawer));
export const CouponPopup = lazyDialog(() => dialogs().then((module) => module.CouponPopup));
export const InsufficientCreditModal = lazyDialog(() =>
  dialogs().then((module) => module.InsufficientCreditModal),
);
export const LatestUpdatesDialog = lazyWhen(
  () => dialogs().then((module) => module.LatestUpdatesDialog),
  (props) => props.version !== undefined,
);
export const Modal = lazyDialog(() => dialogs().then((module) => module.Modal));
export const PaymentSuccessDialog = lazyDialog(() =>
  dialogs().then((module) => module.PaymentSuccessDialog),
);
export const ShopPromptModal = lazyDialog(() => dialogs().then((module) => module.ShopPromptModal));
/** Only inside the drawer, which has loaded the chunk by then. */
export const StorageBanner = lazyWhen(
  () => dialogs().then((module) => module.StorageBanner),
  () => true,
);
export const UpdateLogDialog = lazyDialog(() => dialogs().then((module) => module.UpdateLogDialog));
