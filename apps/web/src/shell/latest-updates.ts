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
export function latestUpdateOnLoad(
  api: Pick<ApiClient, 'call'>,
  { signedIn, fromServer }: { signedIn: boolean; fromServer: VersionRecord | null | undefined },
): Promise<VersionRecord | undefined> {
  if (!signedIn && fromServer !== undefined) return Promise.resolve(fromServer ?? undefined);
  return latestUpdate(api);
}

/**
 * Closing the dialog records the version as seen for a signed-in user; a visitor has no
 * account to record it on, so it is only dismissed for this visit.
 */
export async function latestUpdateClosed(
  api: Pick<ApiClient, 'call'>,
  { signedIn, version }: { signedIn: boolean; version: string },
): Promise<void> {
  if (!signedIn) return;
  await api.call('updateVersion', { body: { version } }, { toast: false }).catch(() => {
    // Not recorded: the dialog comes back on the next load, which is the safe side.
  });
}
