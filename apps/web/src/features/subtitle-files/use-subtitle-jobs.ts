import { useCallback, useEffect, useRef } from 'react';
import { createSubtitleJobRunner, type SubtitleJobRunner } from './subtitle-job-runner.js';
import type { JobOutcome, SubtitleJob } from './subtitle-job.js';

export type RunSubtitleJob = (
  job: SubtitleJob,
  channel?: string,
) => Promise<JobOutcome | undefined>;

/**
 * Runs subtitle jobs for a page, in a worker for large files. Per channel (one per thing the
 * page shows: a file slot, the written file) only the latest job's outcome is delivered: one
 * started since (another file, another option) makes an older one's undefined. The worker stops
 * when the page goes.
 */
export function useSubtitleJobs(): RunSubtitleJob {
  const runner = useRef<SubtitleJobRunner | undefined>(undefined);
  const latest = useRef(new Map<string, number>());
  useEffect(
    () => () => {
      runner.current?.dispose();
      runner.current = undefined;
    },
    [],
  );
  return useCallback(async (job, channel = 'default') => {
    runner.current ??= createSubtitleJobRunner();
    const id = (latest.current.get(channel) ?? 0) + 1;
    latest.current.set(channel, id);
    const outcome = await runner.current.run(job);
    return latest.current.get(channel) === id ? outcome : undefined;
  }, []);
}
