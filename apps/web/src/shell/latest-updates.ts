import type { ApiClient } from '@captio/api-client';
import { latestUpdateToShow, type VersionRecord } from '@captio/ui-kit';

/** The version the latest-updates dialog announces after load, if any. */
export async function latestUpdate(
  api: Pick<ApiClient, 'call'>,
): Promise<VersionRecord | undefined> {
  const answer = await api
    .call('showVersion', { query: { [Date.now()]: '' } }, { toast: false })
    .catch(() => undefined);
  return answer && latestUpdateToShow(answer.data.result, answer.data.not_viewed);
}

/**
 * The version announced once the session is known. A visitor's answer came with the page (the
 * server's boot state), so a visitor who does nothing never loads the api client; a signed-in
 * user's not_viewed is theirs, asked of the api.
 */
export async function latestUpdateOnLoad(
  api: Pick<ApiClient, 'call'>,
  {
    signedIn,
    fromServer,
    seenHere,
  }: {
    signedIn: boolean;
    fromServer: VersionRecord | null | undefined;
    /** The version a visitor already closed the dialog of on this device. */
    seenHere?: string | undefined;
  },
): Promise<VersionRecord | undefined> {
  const found =
    !signedIn && fromServer !== undefined ? (fromServer ?? undefined) : await latestUpdate(api);
  return !signedIn && found?.version === seenHere ? undefined : found;
}

/**
 * Closing the dialog records the version as seen for a signed-in user; a visitor has no
 * account to record it on, so this device remembers it (`rememberHere`).
 */
export async function latestUpdateClosed(
  api: Pick<ApiClient, 'call'>,
  {
    signedIn,
    version,
    rememberHere,
  }: { signedIn: boolean; version: string; rememberHere?: (version: string) => void },
): Promise<void> {
  if (!signedIn) {
    rememberHere?.(version);
    return;
  }
  await api.call('updateVersion', { body: { version } }, { toast: false }).catch(() => {
    // Not recorded: the dialog comes back on the next load, which is the safe side.
  });
}
