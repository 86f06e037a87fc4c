import type { VersionRecord } from '../UpdateLogDialog/version-record.js';

/**
 * The latest-updates dialog shows only when the newest version (the first of
 * data.result) has importance 1 and its number is in data.not_viewed. Older important
 * versions never pop up: the update log lists them.
 */
export function latestUpdateToShow<V extends Pick<VersionRecord, 'version' | 'importance'>>(
  versions: readonly V[],
  notViewed: readonly string[],
): V | undefined {
  const newest = versions[0];
  if (!newest || newest.importance !== 1) return undefined;
  return notViewed.includes(newest.version) ? newest : undefined;
}
