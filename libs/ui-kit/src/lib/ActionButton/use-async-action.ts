import { useCallback, useRef, useState } from 'react';

export interface AsyncAction<A extends unknown[]> {
  /** Runs the action unless it is already running; true when it resolved. */
  run: (...args: A) => Promise<boolean>;
  pending: boolean;
  /** The last run rejected: the caller shows its error until `reset` or the next run. */
  failed: boolean;
  reset: () => void;
}

/**
 * The state of a promise-returning callback from a prop (delete a file, confirm an update):
 * one run at a time, so a double click or Enter held down cannot send the call twice.
 */
export function useAsyncAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
): AsyncAction<A> {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const running = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return false;
      running.current = true;
      setState('pending');
      try {
        await action(...args);
        setState('idle');
        return true;
      } catch {
        setState('failed');
        return false;
      } finally {
        running.current = false;
      }
    },
    [action],
  );
  const reset = useCallback(() => setState('idle'), []);
  return { run, pending: state === 'pending', failed: state === 'failed', reset };
}
