// Scripts made of random sections, styles, events, ';' comments and Picture/Sound/Movie/Command
// lines, in random order: written back after parsing, nothing moves; with cues edited, every
// line stays with the cue it came before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAss } from '../../src/lib/ass/ass-formatter.js';
import type { Cue } from '../../src/lib/core/types.js';
import { readAss, writeAss } from '../support/read-write-ass.js';

type Flavor = 'ass' | 'ssa';

/** Text that needs no escaping anywhere in a line: no line break, no leading bracket. */
const plainText = fc.stringMatching(/^[A-Za-z0-9 ,.!?'-]{0,12}$/);
const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .:-]{0,10}$/);

/** A piece of a section body; `id` makes every generated line unique. */
type Piece =
  | { kind: 'comment'; prefix: string; text: string }
  | { kind: 'other'; type: string; text: string }
  | { kind: 'event'; type: 'Dialogue' | 'Comment'; start: number; length: number; text: string }
  | { kind: 'style' };

const comment: fc.Arbitrary<Piece> = fc.record({
  kind: fc.constant('comment' as const),
  prefix: fc.constantFrom(';', '; ', '  ;', '\t; '),
  text: plainText,
});
const otherEvent: fc.Arbitrary<Piece> = fc.record({
  kind: fc.constant('other' as const),
  type: fc.constantFrom('Picture', 'Sound', 'Movie', 'Command'),
  text: plainText,
});
const event: fc.Arbitrary<Piece> = fc.record({
  kind: fc.constant('event' as const),
  type: fc.constantFrom('Dialogue' as const, 'Comment' as const),
  start: fc.integer({ min: 0, max: 3_600_000 }).map((ms) => ms - (ms % 10)),
  length: fc.integer({ min: 0, max: 10_000 }).map((ms) => ms - (ms % 10)),
  text: plainText,
});
const style: fc.Arbitrary<Piece> = fc.constant({ kind: 'style' as const });

function assTime(ms: number): string {
  const cs = Math.floor(ms / 10);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${Math.floor(cs / 360_000)}:${two(Math.floor(cs / 6000) % 60)}:${two(Math.floor(cs / 100) % 60)}.${two(cs % 100)}`;
}

class ScriptWriter {
  private count = 0;
  constructor(private readonly flavor: Flavor) {}

  /** A unique tag, so that every line can be found again in the output. */
  private tag(): string {
    return `#${++this.count}`;
  }

  line(piece: Piece): string {
    const lead = this.flavor === 'ass' ? '0' : 'Marked=0';
    switch (piece.kind) {
      case 'comment':
        return `${piece.prefix}${this.tag()} ${piece.text}`;
      case 'other':
        return `${piece.type}: ${lead},0:00:01.00,0:00:02.00,Default,,0,0,0,,${this.tag()} ${piece.text}`;
      case 'event':
        return `${piece.type}: ${lead},${assTime(piece.start)},${assTime(piece.start + piece.length)},Default,,0,0,0,,${this.tag()} ${piece.text}`;
      case 'style':
        return `Style: S${this.tag()},Arial,20`;
    }
  }
}

interface ScriptPlan {
  flavor: Flavor;
  info: Array<{ comment: boolean; text: string }>;
  styles: { above: Piece[]; body: Piece[] } | null;
  events: { above: Piece[]; body: Piece[] };
  extras: Array<{ name: string; body: string[] }>;
  /** A permutation of the section indexes: info 0, events 1, styles 2, then the extras. */
  order: number[];
}

const scriptPlan: fc.Arbitrary<ScriptPlan> = fc
  .record({
    flavor: fc.constantFrom('ass' as const, 'ssa' as const),
    info: fc.array(fc.record({ comment: fc.boolean(), text: word }), { maxLength: 3 }),
    styles: fc.option(
      fc.record({
        above: fc.array(comment, { maxLength: 2 }),
        body: fc.array(fc.oneof(style, comment), { maxLength: 6 }),
      }),
    ),
    events: fc.record({
      above: fc.array(fc.oneof(comment, otherEvent), { maxLength: 2 }),
      body: fc.array(fc.oneof({ weight: 3, arbitrary: event }, comment, otherEvent), {
        maxLength: 10,
      }),
    }),
    extras: fc.array(
      fc.record({
        name: fc.constantFrom('Fonts', 'Graphics', 'Aegisub Project Garbage', 'Custom Notes'),
        body: fc.array(word, { maxLength: 3 }),
      }),
      { maxLength: 3 },
    ),
  })
  .chain((plan) => {
    const count = 2 + (plan.styles === null ? 0 : 1) + plan.extras.length;
    const indexes = Array.from({ length: count }, (_, k) => k);
    return fc
      .shuffledSubarray(indexes, { minLength: count, maxLength: count })
      .map((order) => ({ ...plan, order }));
  });

function scriptOf(plan: ScriptPlan): string {
  const writer = new ScriptWriter(plan.flavor);
  const lines = (pieces: readonly Piece[]): string =>
    pieces.map((piece) => writer.line(piece) + '\n').join('');
  const ass = plan.flavor === 'ass';
  const info =
    `[Script Info]\nScriptType: ${ass ? 'v4.00+' : 'v4.00'}\n` +
    plan.info
      .map((entry) => (entry.comment ? `; ${entry.text}\n` : `Title: ${entry.text}\n`))
      .join('');
  const events =
    '[Events]\n' +
    lines(plan.events.above) +
    `Format: ${ass ? 'Layer' : 'Marked'}, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n` +
    lines(plan.events.body);
  const sections = [info, events];
  if (plan.styles !== null) {
    sections.push(
      `[${ass ? 'V4+ Styles' : 'V4 Styles'}]\n` +
        lines(plan.styles.above) +
        'Format: Name, Fontname, Fontsize\n' +
        lines(plan.styles.body),
    );
  }
  for (const extra of plan.extras) {
    sections.push(`[${extra.name}]\n` + extra.body.map((line) => line + '\n').join(''));
  }
  return plan.order.map((k) => sections[k] ?? '').join('\n');
}

describe('ASS/SSA layout', () => {
  it('a script of random sections, styles, events, comments and other event lines comes back identical', () => {
    fc.assert(
      fc.property(scriptPlan, (plan) => {
        const script = scriptOf(plan);
        const result = readAss(script);
        expect(result.errors).toEqual([]);
        expect(writeAss(result)).toBe(script);
      }),
      { numRuns: 400 },
    );
  });

  it('with cues removed, added and reordered, every line stays before the cue it came before', () => {
    const edit = fc.record({
      keep: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
      added: fc.array(fc.nat(12), { maxLength: 3 }),
      reverse: fc.boolean(),
    });
    fc.assert(
      fc.property(scriptPlan, edit, (plan, { keep, added, reverse }) => {
        const result = readAss(scriptOf(plan));
        const parsedCues = [...result.cues];
        const cues: Cue[] = result.cues.filter((_, k) => keep[k] !== false);
        added.forEach((at, k) => cues.splice(at, 0, { start: 0, end: 10, text: `new ${k}` }));
        if (reverse) cues.reverse();
        const output = formatAss(
          cues,
          { header: result.header, styles: result.styles },
          plan.flavor,
        );
        const events = eventSectionLines(output);
        const kept = result.header?.eventLines ?? [];
        // Nothing lost, nothing doubled.
        for (const line of kept)
          expect(events.filter((written) => written === line.line)).toHaveLength(1);
        for (const line of kept) {
          const anchor = parsedCues[line.before];
          if (anchor === undefined || !cues.includes(anchor)) continue;
          const at = events.indexOf(line.line);
          const nextCue = events
            .slice(at + 1)
            .find((written) => /^(Dialogue|Comment): /.test(written));
          expect(nextCue).toBe(eventLineOf(anchor, output));
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** The lines of the output's [Events] section after its header. */
function eventSectionLines(output: string): string[] {
  const start = output.indexOf('[Events]\n');
  const end = output.indexOf('\n\n[', start);
  return output
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .slice(1);
}

/** The output line of a parsed cue, found by the unique tag its text starts with. */
function eventLineOf(cue: Cue, output: string): string | undefined {
  const tag = cue.text.split(' ')[0] ?? '';
  return eventSectionLines(output).find((line) => line.includes(`,,${tag} `));
}
