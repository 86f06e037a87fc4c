import { useMemo, useRef } from 'react';

// Handlers of any signature: the wrappers pass their arguments on untouched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handlers = Record<string, (...args: any[]) => unknown>;

/**
 * Functions that keep their identity for the component's life and call the latest render's
 * handlers: memoized children given them render again only when their data changes, not on
 * every keystroke that makes the page's closures anew.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).join(',');
  return useMemo(
    () =>
      Object.fromEntries(
        names
          .split(',')
          .map((name) => [name, (...args: unknown[]) => latest.current[name]?.(...args)]),
      ) as T,
    [names],
  );
}

/** `value`, or the value kept from before while it has the same JSON (a new but equal list). */
export function useSameValue<T>(value: T): T {
  const kept = useRef<{ value: T; json: string } | undefined>(undefined);
  const json = JSON.stringify(value);
  if (kept.current?.json !== json) kept.current = { value, json };
  return kept.current.value;
}
