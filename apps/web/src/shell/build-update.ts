/** Where the deployed build announces its id (written by the web build, served uncached). */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

/** How often a page left open asks whether a newer build was deployed. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** The build manifest's shape: `{ "id": "<build id>" }`. */
export function newBuildAvailable(runningId: string, manifest: unknown): boolean {
  if (typeof manifest !== 'object' || manifest === null) return false;
  const { id } = manifest as { id?: unknown };
  return typeof id === 'string' && id !== '' && id !== runningId;
}

export interface BuildWatchOptions {
  runningId: string;
  /** The manifest's JSON, or a rejection (offline, a deployment in progress). */
  fetchManifest: () => Promise<unknown>;
  /** A newer build is out: the app loads the next page afresh instead of swapping it in. */
  onNewBuild: () => void;
  intervalMs?: number;
  timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;
}

/**
 * Asks for the build manifest every interval until a newer build shows up (then stops: one
 * reload is enough). A failed check is tried again next time. Returns what stops it.
 */
export function watchBuilds({
  runningId,
  fetchManifest,
  onNewBuild,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  timers = globalThis,
}: BuildWatchOptions): () => void {
  let stopped = false;
  const timer = timers.setInterval(() => {
    fetchManifest().then(
      (manifest) => {
        if (stopped || !newBuildAvailable(runningId, manifest)) return;
        stop();
        onNewBuild();
      },
      () => {
        // Offline or mid-deployment: the next check tells.
      },
    );
  }, intervalMs);
  function stop() {
    stopped = true;
    timers.clearInterval(timer);
  }
  return stop;
}

/**
 * What browsers say when a script or stylesheet of the build cannot be fetched: Chromium
 * ("Failed to fetch dynamically imported module"), Firefox ("error loading dynamically imported
 * module"), Safari ("Importing a module script failed"), and Vite's preload of a chunk's CSS.
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The error is a chunk of the build that did not load (a deployment removed it, or offline). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
