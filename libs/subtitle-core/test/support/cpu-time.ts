/**
 * The CPU time this process spends on `run`, in ms. Unlike the clock's time it does not grow
 * while other programs have the machine's cores, so a limit on it holds on a busy CI machine.
 */
export function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
