import { describe, expect, it } from 'vitest';
import { formatAss } from '../../src/lib/ass/ass-formatter.js';
import { parseAss } from '../../src/lib/ass/ass-parser.js';
import { formatAssTime } from '../../src/lib/ass/ass-time.js';
import { ErrorCollector } from '../../src/lib/core/parse-error.js';

const EVENTS = 100_000;

function bigScript(): string {
  const lines = [
    '[Script Info]',
    'ScriptType: v4.00+',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
  for (let i = 0; i < EVENTS; i++) {
    const start = i * 2000;
    lines.push(
      `Dialogue: 0,${formatAssTime(start)},${formatAssTime(start + 1500)},Default,,0,0,0,,Line ${i}, with a comma\\Nand {\\i1}markup{\\i0}`,
    );
  }
  return lines.join('\n') + '\n';
}

function fastest(run: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

// A guard against accidental quadratic work, not a benchmark: the bounds are several times the
// measured times (about 60-120 ms to parse and 40-80 ms to write on a busy 2-core machine), so a
// loaded CI runner does not fail them.
describe('100,000 events', () => {
  const script = bigScript();

  it('parse in well under a second', () => {
    let cues = 0;
    const ms = fastest(() => {
      cues = parseAss(script, new ErrorCollector(false), 'ass').cues.length;
    });
    expect(cues).toBe(EVENTS);
    expect(ms).toBeLessThan(600);
  });

  it('are written back in well under a second', () => {
    const result = parseAss(script, new ErrorCollector(false), 'ass');
    let written = '';
    const ms = fastest(() => {
      written = formatAss(result.cues, { header: result.header, styles: result.styles }, 'ass');
    });
    expect(written).toBe(script);
    expect(ms).toBeLessThan(600);
  });
});
