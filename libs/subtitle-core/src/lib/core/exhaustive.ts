/** Compile-time check that a switch covers every case. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${String(value)}`);
}
