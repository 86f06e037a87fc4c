import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Icon } from './Icon.js';
import { ICON_SHAPES, type IconName } from './icon-shapes.js';

const NAMES = Object.keys(ICON_SHAPES) as IconName[];

describe('Icon', () => {
  test.each(NAMES)('%s draws a shape that assistive technology skips', (name) => {
    const markup = renderToStaticMarkup(<Icon name={name} />);
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*focusable="false"/);
    expect(markup).toMatch(/<(path|circle|rect) /);
  });

  test('no two names draw the same shape', () => {
    const drawings = NAMES.map((name) => renderToStaticMarkup(<Icon name={name} />));
    expect(new Set(drawings).size).toBe(NAMES.length);
  });

  test.each([
    [undefined, '16'],
    [24, '24'],
  ])('size %s is %s px square on the 24-unit grid', (size, px) => {
    const markup = renderToStaticMarkup(<Icon name="check" size={size} className="tick" />);
    expect(markup).toContain(`width="${px}" height="${px}" viewBox="0 0 24 24"`);
    expect(markup).toContain('class="tick"');
  });
});
