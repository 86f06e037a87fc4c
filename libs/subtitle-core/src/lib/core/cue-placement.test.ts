import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assPlacementOfVttSettings,
  vttSettingsForAssMargins,
  vttSettingsForAssPosition,
} from './cue-placement.js';
import type { NumpadAlignment, VttCueSettings } from './types.js';
import { defaultVttSettings } from '../vtt/vtt-settings.js';

const FRAME = { width: 1280, height: 720 };

function vtt(overrides: Partial<VttCueSettings>): VttCueSettings {
  return { ...defaultVttSettings(), ...overrides };
}

const alignments = fc.integer({ min: 1, max: 9 }).map((n) => n as NumpadAlignment);
const frames = fc.record({
  width: fc.integer({ min: 1, max: 8192 }),
  height: fc.integer({ min: 1, max: 8192 }),
});

describe('ASS \\pos to WebVTT', () => {
  it.each([
    // alignment, point, line, lineAlign, position, positionAlign, align
    [7, { x: 0, y: 0 }, 0, 'start', 0, 'line-left', 'left'],
    [5, { x: 640, y: 360 }, 50, 'center', 50, 'center', 'center'],
    [3, { x: 1280, y: 720 }, 100, 'end', 100, 'line-right', 'right'],
    [8, { x: 320, y: 72 }, 10, 'start', 25, 'center', 'center'],
    [2, { x: 100, y: 700 }, 97.222, 'end', 7.813, 'center', 'center'],
    // Off the frame: kept on its edge.
    [1, { x: -50, y: 900 }, 100, 'end', 0, 'line-left', 'left'],
  ] as const)(
    '\\an%i at %o',
    (alignment, point, line, lineAlign, position, positionAlign, align) => {
      expect(vttSettingsForAssPosition(alignment, point, FRAME)).toEqual(
        vtt({ line, snapToLines: false, lineAlign, position, positionAlign, align }),
      );
    },
  );
});

describe('ASS margins to WebVTT', () => {
  it.each([
    // The numbers of ExoPlayer's SsaParserTest.parseMargins (1280x720, MarginL 128, MarginR
    // 256, MarginV 144): its position and line start 5% in from the edges, ours at the edge.
    [1, { left: 128, right: 256, vertical: 144 }, 80, 'end', 10, 'line-left', 70],
    [6, { left: 128, right: 256, vertical: 144 }, 50, 'center', 80, 'line-right', 70],
    [2, { left: 128, right: 256, vertical: 144 }, 80, 'end', 45, 'center', 70],
    [5, { left: 0, right: 0, vertical: 144 }, 50, 'center', 50, 'center', 100],
    [9, { left: 0, right: 0, vertical: 144 }, 20, 'start', 100, 'line-right', 100],
    [2, { left: 128, right: 0, vertical: 144 }, 80, 'end', 55, 'center', 90],
  ] as const)(
    '\\an%i with margins %o',
    (alignment, margins, line, lineAlign, position, positionAlign, size) => {
      const settings = vttSettingsForAssMargins(alignment, margins, FRAME);
      expect(settings).toMatchObject({ line, lineAlign, position, positionAlign, size });
      expect(settings?.snapToLines).toBe(false);
    },
  );

  it('gives nothing for margins that leave no width', () => {
    expect(vttSettingsForAssMargins(2, { left: 700, right: 600, vertical: 0 }, FRAME)).toBe(
      undefined,
    );
  });
});

describe('WebVTT to ASS placement', () => {
  it.each([
    ['no settings', {}, 2, undefined],
    ['line:0 (one of the nine)', { line: 0 }, 8, undefined],
    ['line:0 align:left (one of the nine)', { line: 0, align: 'left' }, 7, undefined],
    [
      'line:50%,center (one of the nine)',
      { line: 50, snapToLines: false, lineAlign: 'center' },
      5,
      undefined,
    ],
    ['line:10%', { line: 10, snapToLines: false }, 8, { x: 640, y: 72 }],
    ['line:90%,end', { line: 90, snapToLines: false, lineAlign: 'end' }, 2, { x: 640, y: 648 }],
    [
      'line:10% position:20%,line-left',
      { line: 10, snapToLines: false, position: 20, positionAlign: 'line-left' },
      7,
      { x: 256, y: 72 },
    ],
    ['position:80% align:right', { position: 80, align: 'right' }, 3, { x: 1024, y: 720 }],
    // The computed position of align:end without a position is 50 (W3C WebVTT).
    ['align:end size:50%', { align: 'end', size: 50 }, 3, { x: 640, y: 720 }],
    ['line:3 (snapped, 5% a line)', { line: 3 }, 8, { x: 640, y: 108 }],
    ['line:-2 (second line from the bottom)', { line: -2 }, 2, { x: 640, y: 684 }],
    ['vertical text: alignment only', { vertical: 'rl', line: 10 }, 2, undefined],
    ['a region: alignment only', { region: 'r', line: 0 }, 2, undefined],
  ] as const)('%s', (_what, overrides, alignment, point) => {
    expect(assPlacementOfVttSettings(vtt(overrides), FRAME)).toEqual(
      point === undefined ? { alignment } : { alignment, point },
    );
  });
});

describe('placement properties', () => {
  it('keeps an ASS \\pos within the frame as WebVTT', () => {
    fc.assert(
      fc.property(
        alignments,
        fc.record({
          x: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
          y: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        }),
        frames,
        (alignment, point, frame) => {
          const settings = vttSettingsForAssPosition(alignment, point, frame);
          expect(settings.position).toBeGreaterThanOrEqual(0);
          expect(settings.position).toBeLessThanOrEqual(100);
          expect(settings.line).toBeGreaterThanOrEqual(0);
          expect(settings.line).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('keeps the box of ASS margins within the frame as WebVTT', () => {
    fc.assert(
      fc.property(
        alignments,
        fc.record({
          left: fc.integer({ min: -100, max: 9000 }),
          right: fc.integer({ min: -100, max: 9000 }),
          vertical: fc.integer({ min: -100, max: 9000 }),
        }),
        frames,
        (alignment, margins, frame) => {
          const settings = vttSettingsForAssMargins(alignment, margins, frame);
          if (settings === undefined) return;
          const position = settings.position as number;
          const { size, positionAlign } = settings;
          const left =
            positionAlign === 'line-left'
              ? position
              : positionAlign === 'center'
                ? position - size / 2
                : position - size;
          // Each number is rounded to a thousandth.
          expect(left).toBeGreaterThanOrEqual(-0.002);
          expect(left + size).toBeLessThanOrEqual(100.002);
          expect(settings.line).toBeGreaterThanOrEqual(0);
          expect(settings.line).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('keeps WebVTT placement within the frame as ASS', () => {
    const settings = fc.record({
      line: fc.oneof(fc.constant('auto' as const), fc.double({ min: -1e4, max: 1e4, noNaN: true })),
      snapToLines: fc.boolean(),
      lineAlign: fc.constantFrom('start', 'center', 'end'),
      position: fc.oneof(
        fc.constant('auto' as const),
        fc.double({ min: 0, max: 100, noNaN: true }),
      ),
      positionAlign: fc.constantFrom('line-left', 'center', 'line-right', 'auto'),
      size: fc.double({ min: 0, max: 100, noNaN: true }),
      align: fc.constantFrom('start', 'center', 'end', 'left', 'right'),
    });
    fc.assert(
      fc.property(settings, frames, (overrides, frame) => {
        const { point } = assPlacementOfVttSettings(vtt(overrides), frame);
        if (point === undefined) return;
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(frame.width);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(frame.height);
      }),
    );
  });
});
