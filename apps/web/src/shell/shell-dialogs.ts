// The kit's dialogs, drawer and storage banner the shell opens, fetched together (one chunk)
// the first time one of them is shown: none of them is part of a page's first paint.
export {
  AppSumoActivatedDialog,
  CloudFileDrawer,
  CouponPopup,
  InsufficientCreditModal,
  LatestUpdatesDialog,
  Modal,
  PaymentSuccessDialog,
  ShopPromptModal,
  StorageBanner,
  UpdateLogDialog,
} from '@captio/ui-kit';
