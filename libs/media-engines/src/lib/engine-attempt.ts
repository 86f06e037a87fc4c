import { EngineError, isEngineError } from './engine-error.js';

/** Engines that could be created, and those set up that could not, with why. */
export interface AttemptedEngines<Engine, Kind> {
  engines: Engine[];
  unavailable: { kind: Kind; error: EngineError }[];
}

/**
 * A collector for an engine set: each `attempt` creates one engine, and an engine that is set
 * up but cannot be used goes under `unavailable` with its error (for the operator) instead of
 * being thrown, so that the others still work.
 */
export function engineCollector<Engine, Kind>() {
  const set: AttemptedEngines<Engine, Kind> = { engines: [], unavailable: [] };
  const attempt = async (kind: Kind, create: () => Engine | Promise<Engine>): Promise<void> => {
    try {
      set.engines.push(await create());
    } catch (error) {
      const reason = isEngineError(error)
        ? error
        : new EngineError('invalid-argument', String(error), undefined, { cause: error });
      set.unavailable.push({ kind, error: reason });
    }
  };
  return { set, attempt };
}
