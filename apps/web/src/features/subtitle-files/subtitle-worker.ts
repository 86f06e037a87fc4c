// The worker the subtitle tools run large files in, so that reading and writing them never
// blocks the page: the same job the page would run, answered with its outcome.
import { runJob, transferables } from './subtitle-job.js';
import type { JobRequest, JobResponse } from './worker-messages.js';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<JobRequest>) => void): void;
  postMessage(message: JobResponse, transfer: Transferable[]): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', ({ data: { id, job } }) => {
  try {
    const outcome = runJob(job);
    scope.postMessage({ id, outcome }, transferables(outcome));
  } catch {
    scope.postMessage({ id, failed: true }, []);
  }
});
