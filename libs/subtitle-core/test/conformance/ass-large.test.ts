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

// Speed is measured by tools/bench, never by a timed test (a loaded machine would fail it); this
// checks that a script of production size reads and writes back exactly.
describe('100,000 events', () => {
  const script = bigScript();

  it('parse, every one of them', () => {
    const result = parseAss(script, new ErrorCollector(false), 'ass');
    expect(result.cues).toHaveLength(EVENTS);
    expect(result.errors).toEqual([]);
    expect(result.cues[EVENTS - 1]?.start).toBe((EVENTS - 1) * 2000);
  });

  it('are written back byte for byte', () => {
    const result = parseAss(script, new ErrorCollector(false), 'ass');
    const written = formatAss(result.cues, { header: result.header, styles: result.styles }, 'ass');
    expect(written).toBe(script);
  });
});
