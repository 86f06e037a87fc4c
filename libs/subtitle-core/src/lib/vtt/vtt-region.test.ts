import { describe, expect, it } from 'vitest';
import { ErrorCollector } from '../core/parse-error.js';
import type { ParseError, VttRegion } from '../core/types.js';
import {
  defaultVttRegion,
  formatVttRegion,
  parseVttRegionSettings,
  vttRegionIdForOutput,
} from './vtt-region.js';

function read(text: string): { region: VttRegion; errors: ParseError[] } {
  const errors = new ErrorCollector(false);
  const region = parseVttRegionSettings(text, 0, text.length, errors, 10);
  return { region, errors: errors.errors };
}

describe('parseVttRegionSettings', () => {
  it('starts from the spec defaults', () => {
    expect(read('id:a').region).toEqual({
      id: 'a',
      width: 100,
      lines: 3,
      regionAnchorX: 0,
      regionAnchorY: 100,
      viewportAnchorX: 0,
      viewportAnchorY: 100,
      scroll: '',
    });
  });

  it.each<[string, Partial<VttRegion>]>([
    ['id:fred', { id: 'fred' }],
    ['id:a:b', { id: 'a:b' }],
    ['width:40%', { width: 40 }],
    ['width:73.21%', { width: 73.21 }],
    ['lines:0', { lines: 0 }],
    ['lines:12', { lines: 12 }],
    ['regionanchor:0%,100%', { regionAnchorX: 0, regionAnchorY: 100 }],
    ['regionanchor:12.5%,7%', { regionAnchorX: 12.5, regionAnchorY: 7 }],
    ['viewportanchor:10%,90%', { viewportAnchorX: 10, viewportAnchorY: 90 }],
    ['scroll:up', { scroll: 'up' }],
    ['id:x\nwidth:50%  lines:2\n\tscroll:up', { id: 'x', width: 50, lines: 2, scroll: 'up' }],
    ['id:a id:b', { id: 'b' }],
  ])('reads %j', (text, changed) => {
    const { region, errors } = read(text);
    expect(region).toEqual({ ...defaultVttRegion(), ...changed });
    expect(errors).toEqual([]);
  });

  it.each([
    ['width:40', 'needs a percentage'],
    ['width:101%', 'at most 100%'],
    ['width:%40', 'percent sign last'],
    ['width:4.0.0%', 'one dot at most'],
    ['lines:3.5', 'whole number'],
    ['lines:-1', 'no sign'],
    ['lines:x', 'digits only'],
    ['regionanchor:10%', 'needs two values'],
    ['regionanchor:10,90', 'needs percentages'],
    ['viewportanchor:-10%,90%', 'no negative percentages'],
    ['viewportanchor:10%,190%', 'at most 100%'],
    ['scroll:down', 'only up'],
    ['id=fred', 'the 2014 syntax with "="'],
    ['height:10%', 'no such setting'],
  ])('ignores and reports %j (%s)', (text) => {
    const { region, errors } = read(text);
    expect(region).toEqual(defaultVttRegion());
    expect(errors.map((error) => error.code)).toEqual(['bad-region']);
  });

  it('reports a bad setting on the line it is on', () => {
    const { errors } = read('id:x\nwidth:40%\nlines:many');
    expect(errors).toEqual([expect.objectContaining({ code: 'bad-region', line: 12 })]);
  });
});

describe('formatVttRegion', () => {
  it('writes only the id for a region at the defaults', () => {
    expect(formatVttRegion({ ...defaultVttRegion(), id: 'a' }, 'a')).toBe('REGION\nid:a');
  });

  it('writes every setting that differs, and reads back the same', () => {
    const region: VttRegion = {
      id: 'fred',
      width: 40,
      lines: 4,
      regionAnchorX: 0,
      regionAnchorY: 50,
      viewportAnchorX: 10,
      viewportAnchorY: 90,
      scroll: 'up',
    };
    const text = formatVttRegion(region, 'fred');
    expect(text).toBe(
      'REGION\nid:fred width:40% lines:4 regionanchor:0%,50% viewportanchor:10%,90% scroll:up',
    );
    const settings = text.slice('REGION\n'.length);
    expect(read(settings)).toEqual({ region, errors: [] });
  });

  it.each([
    ['two words', 'two_words'],
    ['a-->b', 'a--_>b'],
    ['a--->b', 'a---_>b'],
    ['plain', 'plain'],
  ])('writes the id %j as %j, which reads as one setting', (id, written) => {
    expect(vttRegionIdForOutput(id)).toBe(written);
  });
});
