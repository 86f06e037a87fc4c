import { useEffect } from 'react';
import type { FailureToast } from '@captio/api-client';
import { useNotify, type Notify } from '@captio/ui-kit';

/**
 * Failure toasts of api calls, raised outside React (in the client's interceptor), shown by the
 * kit's notifications once they are mounted; those raised before wait for them.
 */
export interface ToastBridge {
  show(toast: FailureToast): void;
  connect(notify: Notify): () => void;
}

export function createToastBridge(): ToastBridge {
  let notify: Notify | undefined;
  const waiting: FailureToast[] = [];
  const present = (target: Notify, toast: FailureToast) =>
    target.notify({ color: 'error', description: toast.text, timeout: toast.timeoutMs });
  return {
    show(toast) {
      if (notify) present(notify, toast);
      else waiting.push(toast);
    },
    connect(target) {
      notify = target;
      for (const toast of waiting.splice(0)) present(target, toast);
      return () => {
        if (notify === target) notify = undefined;
      };
    },
  };
}

/** Mounted inside the notifications provider: hands its notify to the bridge. */
export function ToastBridgeConnector({ bridge }: { bridge: ToastBridge | undefined }) {
  const notify = useNotify();
  useEffect(() => bridge?.connect(notify), [bridge, notify]);
  return null;
}
