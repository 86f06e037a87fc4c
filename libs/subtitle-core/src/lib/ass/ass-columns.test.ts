import { describe, expect, it } from 'vitest';
import {
  assToSsaAlignment,
  EventColumn,
  eventColumn,
  flavorOfScriptType,
  isUsableEventFormat,
  readStyleName,
  ssaToAssAlignment,
} from './ass-columns.js';

// position on screen -> [SSA legacy value, ASS numpad value]
const ALIGNMENTS: Array<[string, number, number]> = [
  ['bottom left', 1, 1],
  ['bottom centre', 2, 2],
  ['bottom right', 3, 3],
  ['top left', 5, 7],
  ['top centre', 6, 8],
  ['top right', 7, 9],
  ['middle left', 9, 4],
  ['middle centre', 10, 5],
  ['middle right', 11, 6],
];

describe('Alignment numbering', () => {
  it.each(ALIGNMENTS)('%s is SSA %i and ASS %i', (_position, legacy, numpad) => {
    expect(ssaToAssAlignment(legacy)).toBe(numpad);
    expect(assToSsaAlignment(numpad)).toBe(legacy);
  });

  it.each([
    [0, 2],
    [8, 5],
  ])('a legacy value without a horizontal part (%i) is centred', (legacy, numpad) => {
    expect(ssaToAssAlignment(legacy)).toBe(numpad);
  });

  it('an out-of-range numpad value falls back to bottom centre', () => {
    expect(assToSsaAlignment(0)).toBe(2);
    expect(assToSsaAlignment(12)).toBe(2);
  });
});

describe('eventColumn', () => {
  it.each([
    ['Layer', EventColumn.Layer],
    ['marked', EventColumn.Marked],
    ['START', EventColumn.Start],
    ['MarginV', EventColumn.MarginV],
    ['Text', EventColumn.Text],
    ['Actor', EventColumn.Custom],
  ])('%s', (name, column) => {
    expect(eventColumn(name)).toBe(column);
  });

  it.each([
    [['Layer', 'Start', 'End', 'Text'], true],
    [['Start', 'End', 'Style', 'text'], true],
    [['Layer', 'Start', 'Text'], false],
    [['Start', 'End'], false],
  ])('%j can be read: %s', (names, usable) => {
    expect(isUsableEventFormat(names)).toBe(usable);
  });
});

describe('flavorOfScriptType', () => {
  it.each([
    ['v4.00+', 'ass'],
    ['V4.00+', 'ass'],
    [' v4.00++ ', 'ass'],
    ['v4.00', 'ssa'],
    ['V4.00', 'ssa'],
    ['v3.00', undefined],
    ['', undefined],
  ])('%j is %s', (value, flavor) => {
    expect(flavorOfScriptType(value)).toBe(flavor);
  });
});

describe('readStyleName', () => {
  it.each([
    ['Default', 'Default'],
    [' Default  ', 'Default'],
    ['*Default', 'Default'],
    ['**Alt', 'Alt'],
    ['', ''],
  ])('%j names style %j', (field, name) => {
    expect(readStyleName(field)).toBe(name);
  });
});
