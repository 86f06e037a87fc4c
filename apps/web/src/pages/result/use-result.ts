import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context.js';
import type { EventSourceLike } from '../../features/editor/index.js';
import { openResult, type ResultView } from './open-result.js';

/** The browser's EventSource, when it has one (the page also runs where it does not). */
export function browserEvents(): ((url: string) => EventSourceLike) | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (url) => new EventSource(url, { withCredentials: true });
}

/**
 * The result page's data (openResult) as state; `retry` starts over after an error or a
 * conflict's "reload".
 */
export function useResult(hash: string, taskId: string | undefined) {
  const api = useApi();
  const [view, setView] = useState<ResultView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setView({ kind: 'loading' });
    void openResult({
      api,
      hash,
      taskId,
      openEvents: browserEvents(),
      show: setView,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [api, hash, taskId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { view, retry };
}
