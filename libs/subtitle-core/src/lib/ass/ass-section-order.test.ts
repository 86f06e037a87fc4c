import { describe, expect, it } from 'vitest';
import { inFileOrder, sectionKind, type WrittenSection } from './ass-section-order.js';

function section(kind: WrittenSection['kind'], name: string): WrittenSection {
  return { kind, name, text: name };
}

/** The order formatAss writes the sections in when no order is given (Aegisub's). */
const DEFAULT_ORDER = [
  section('script-info', 'Script Info'),
  section('extra', 'Aegisub Project Garbage'),
  section('styles', 'V4+ Styles'),
  section('extra', 'Fonts'),
  section('extra', 'Fonts'),
  section('events', 'Events'),
  section('extra', 'Custom'),
];

describe('sectionKind', () => {
  it.each([
    ['Script Info', 'script-info'],
    ['script info', 'script-info'],
    ['V4+ Styles', 'styles'],
    ['V4 Styles', 'styles'],
    ['v4 styles+', 'styles'],
    ['EVENTS', 'events'],
    ['Fonts', 'extra'],
    ['Events2', 'extra'],
  ])('%s is %s', (name, kind) => {
    expect(sectionKind(name)).toBe(kind);
  });
});

describe('inFileOrder', () => {
  it.each<[string, string[] | undefined, string[]]>([
    ['no order: the default', undefined, DEFAULT_ORDER.map((s) => s.name)],
    ['an empty order: the default', [], DEFAULT_ORDER.map((s) => s.name)],
    [
      'every section named, events first',
      ['Events', 'Custom', 'Fonts', 'V4 Styles', 'Script Info', 'Fonts', 'Aegisub Project Garbage'],
      [
        'Events',
        'Custom',
        'Fonts',
        'V4+ Styles',
        'Script Info',
        'Fonts',
        'Aegisub Project Garbage',
      ],
    ],
    [
      'unnamed sections go before the next named one they came before',
      ['events', 'script info'],
      [
        'Aegisub Project Garbage',
        'V4+ Styles',
        'Fonts',
        'Fonts',
        'Events',
        'Script Info',
        'Custom',
      ],
    ],
    [
      'names of no section, and names listed twice, are passed over',
      ['Nothing', 'Script Info', 'Script Info', 'Custom'],
      [
        'Script Info',
        'Aegisub Project Garbage',
        'V4+ Styles',
        'Fonts',
        'Fonts',
        'Events',
        'Custom',
      ],
    ],
    [
      'extra sections are named exactly',
      ['fonts', 'Script Info'],
      [
        'Script Info',
        'Aegisub Project Garbage',
        'V4+ Styles',
        'Fonts',
        'Fonts',
        'Events',
        'Custom',
      ],
    ],
  ])('%s', (_label, order, expected) => {
    expect(inFileOrder(DEFAULT_ORDER, order).map((s) => s.name)).toEqual(expected);
  });
});
