import type { JobOutcome, SubtitleJob } from './subtitle-job.js';

export interface JobRequest {
  id: number;
  job: SubtitleJob;
}

/** `outcome`, or `failed` when the job threw (a bug: parsing never throws on any input). */
export type JobResponse = { id: number; outcome: JobOutcome } | { id: number; failed: true };
