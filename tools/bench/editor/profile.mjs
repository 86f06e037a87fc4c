// Where a slow figure's time goes: a V8 CPU profile of the page through the Chrome DevTools
// Protocol, summed by function (self time), with the page's long tasks next to it.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The built chunks have no source maps: a few characters of the code where a function starts
 * (its property names and strings survive minifying) say which one it is.
 */
function codeAt(assetsDir, frame) {
  if (!frame.url || !assetsDir) return '';
  const file = join(assetsDir, basename(new URL(frame.url).pathname));
  if (!existsSync(file)) return '';
  const line = readFileSync(file, 'utf8').split('\n')[frame.lineNumber] ?? '';
  return line.slice(frame.columnNumber, frame.columnNumber + 90);
}

/** Starts sampling the page's JavaScript; returns stop(), which resolves to the profile. */
export async function startProfile(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = await session.send('Profiler.stop');
    await session.detach();
    return profile;
  };
}

/** The `limit` functions with the most self time, in ms, and the total sampled. */
export function topFunctions(profile, assetsDir, limit = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const frames = new Map();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    const frame = node.callFrame;
    const where = frame.url ? `${basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    const ms = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
    self.set(name, (self.get(name) ?? 0) + ms);
    frames.set(name, frame);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const busy = [...self.entries()].filter(([name]) => !name.startsWith('(idle)'));
  return {
    sampledMs: Math.round(total),
    busyMs: Math.round(busy.reduce((sum, [, ms]) => sum + ms, 0)),
    top: busy
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([fn, ms]) => ({
        fn,
        selfMs: +ms.toFixed(1),
        code: codeAt(assetsDir, frames.get(fn)),
      })),
  };
}
