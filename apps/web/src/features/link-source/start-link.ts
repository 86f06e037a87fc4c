import type { StartStore } from '../transcribe/start-store.js';
import type { LinkLookupStore } from '../link-lookup/link-lookup.js';

/**
 * Starts the transcription of the pasted link: looked up first when it has not been (the
 * lookup says why a link cannot be used), then the task is created from its address, with the
 * same level rules, prompts and failures as a file's.
 */
export async function startFromLink(lookup: LinkLookupStore, start: StartStore): Promise<void> {
  if (start.getState().phase !== 'choose') return;
  const found = await lookup.getState().check();
  if (found) await start.getState().startLink(found.url);
}
