import { latestUpdateToShow, type VersionRecord } from '@captio/ui-kit';

/** What the server reads for the shell of every page a visitor is served. */
export interface ShellDataSources {
  /** The newest version's release notes, null when there is none yet (the api, in-process). */
  newestVersion(): Promise<VersionRecord | null>;
}

/**
 * The version the latest-updates dialog announces to a visitor, null for none. A visitor has
 * seen nothing (not_viewed is every version for nobody signed in), so the rule reduces to the
 * newest version being important. Undefined when it could not be read: the browser asks the
 * api then, as for a signed-in user.
 */
export async function visitorLatestUpdate(
  sources: ShellDataSources,
): Promise<VersionRecord | null | undefined> {
  try {
    const newest = await sources.newestVersion();
    return (newest && latestUpdateToShow([newest], [newest.version])) ?? null;
  } catch {
    return undefined;
  }
}
