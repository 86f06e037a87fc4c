import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { browserEvents } from '../../api/follow-events.js';
import { openResult, type ResultView } from './open-result.js';

/**
 * The result page's data (openResult) as state; `retry` starts over after an error or a
 * conflict's "reload". `onFileHash` is told when a link's task has its file (openResult): the
 * address that then names the file goes on with the task being followed, not a new load.
 */
export function useResult(
  hash: string,
  taskId: string | undefined,
  onFileHash?: (fileHash: string) => void,
) {
  const api = useApi();
  const [view, setView] = useState<ResultView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(onFileHash);
  latest.current = onFileHash;
  // A link's address, and the file's address it became while the page followed its task.
  const became = useRef<{ from: string; to: string } | undefined>(undefined);
  const opened = became.current?.to === hash ? became.current.from : hash;

  useEffect(() => {
    const controller = new AbortController();
    setView({ kind: 'loading' });
    void openResult({
      api,
      hash: opened,
      taskId,
      openEvents: browserEvents(),
      show: setView,
      signal: controller.signal,
      onFileHash: (fileHash) => {
        became.current = { from: opened, to: fileHash };
        latest.current?.(fileHash);
      },
    });
    return () => controller.abort();
  }, [api, opened, taskId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { view, retry };
}
