import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { browserEvents } from '../../api/follow-events.js';
import { openResult, type ResultView } from './open-result.js';

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
