import type { DateInput } from '@captio/i18n';

/** A release note, as the show-version answer lists it. */
export interface VersionRecord {
  version: string;
  version_name: string;
  /** HTML written by the operator; rendered through the allowlist of SafeHtml. */
  version_info: string;
  created_time: DateInput;
  /** Above 0: important (a badge, and a confirm button for signed-in users). */
  importance: number;
}

/**
 * What an entry of the update log offers: `none` for ordinary entries and for visitors (only
 * signed-in users mark as read); `unread` for an important entry still in not_viewed (a
 * confirm button); `read` once it is not, or once the user confirmed it here.
 */
export type UpdateEntryState = 'none' | 'unread' | 'read';

export function updateEntryState(
  entry: Pick<VersionRecord, 'version' | 'importance'>,
  { signedIn, notViewed }: { signedIn: boolean; notViewed: readonly string[] },
): UpdateEntryState {
  if (!signedIn || !(entry.importance > 0)) return 'none';
  return notViewed.includes(entry.version) ? 'unread' : 'read';
}

/** The first two entries of the update log are open when it opens. */
export function initiallyOpenVersions(versions: readonly Pick<VersionRecord, 'version'>[]) {
  return versions.slice(0, 2).map((v) => v.version);
}
