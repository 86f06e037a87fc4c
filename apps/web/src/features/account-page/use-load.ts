import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export type LoadControl<T> = Loaded<T> & {
  /** Loads again (after a failure, or after a change elsewhere). */
  reload: () => void;
  /** Changes the loaded data in place (an item added or revoked) without a round trip. */
  update: (change: (data: T) => T) => void;
};

/**
 * Data a page loads after it is on screen (the server renders the same page for everyone, so
 * per-user data never comes with the HTML). `load` undefined waits (the user is not known yet);
 * an answer that arrives after the page moved on is dropped.
 */
export function useLoad<T>(
  load: (() => Promise<T>) | undefined,
  deps: DependencyList,
): LoadControl<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!load) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // The caller names what the loader depends on, as with useEffect.
  }, [...deps, round, Boolean(load)]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((now) =>
        now.status === 'ready' ? { status: 'ready', data: change(now.data) } : now,
      ),
    [],
  );
  return { ...state, reload, update };
}
