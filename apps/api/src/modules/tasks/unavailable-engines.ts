/** Where start-up reports engines (pino's logger, or the worker's console lines). */
export interface EngineLog {
  warn(details: object, message: string): void;
}

/**
 * An engine the operator set up that cannot run, as the engine sets of media-engines list it:
 * speech and writing with the EngineError, translation with its reason (English, for operators).
 */
export type UnavailableEngine =
  | { kind: string; error: { code: string; message: string } }
  | { id: string; reason: string; code?: string };

/**
 * Logs each engine that was set up but cannot run (a program missing, a provider refusing the
 * key), once, when the engines are made at start-up: the server still starts, and refuses only
 * what no running engine does.
 */
export function logUnavailableEngines(
  log: EngineLog | undefined,
  role: 'speech' | 'writing' | 'translation',
  engines: readonly UnavailableEngine[],
): void {
  for (const entry of engines) {
    const details =
      'error' in entry
        ? { engine: entry.kind, code: entry.error.code, err: entry.error.message }
        : { engine: entry.id, code: entry.code, err: entry.reason };
    log?.warn(details, `${role} engine unavailable`);
  }
}
