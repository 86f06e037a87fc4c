import type { AssEventSettings } from '../../src/lib/core/types.js';

/** The settings the parser gives a plain "Dialogue: 0,...,0,0,0,," event, with `overrides`. */
export function assSettings(overrides: Partial<AssEventSettings> = {}): AssEventSettings {
  return {
    kind: 'ass',
    type: 'Dialogue',
    layer: 0,
    marginL: 0,
    marginR: 0,
    marginV: 0,
    effect: '',
    raw: '',
    ...overrides,
  };
}
