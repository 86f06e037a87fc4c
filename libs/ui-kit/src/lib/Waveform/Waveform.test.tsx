import { describe, expect, test } from 'vitest';
import { tagWith } from '../../testing/markup.js';
import { renderMarkup } from '../../testing/render.js';
import { Waveform } from './Waveform.js';
import { withAlpha } from './waveform-colors.js';

// wavesurfer draws on a canvas in the browser only: the stories test the capsules, the drag
// clamping through the real Regions plugin, and zoom in Chromium. Here: the server markup.
describe('Waveform', () => {
  const markup = (minPxPerSec: number) =>
    renderMarkup(
      <Waveform
        peaks={[0, 0.5, -0.5]}
        duration={3000}
        cues={[{ start: 0, end: 1000 }]}
        minPxPerSec={minPxPerSec}
        onZoomChange={() => undefined}
        onSeek={() => undefined}
        onCueTimingChange={() => undefined}
      />,
    );

  test('a named group whose description points keyboard users to the time fields', () => {
    const html = markup(100);
    expect(html).toMatch(/role="group" aria-label="Waveform" aria-describedby="([^"]+)"/);
    expect(html).toContain('use the cue’s start and end fields');
  });

  test.each([
    [5, true, false],
    [100, false, false],
    [800, false, true],
  ])('at %d px/s, zoom out disabled %s, zoom in disabled %s', (zoom, outDisabled, inDisabled) => {
    const html = markup(zoom);
    expect(tagWith(html, 'aria-label', 'Zoom out')?.includes('disabled')).toBe(outDisabled);
    expect(tagWith(html, 'aria-label', 'Zoom in')?.includes('disabled')).toBe(inDisabled);
  });
});

describe('withAlpha', () => {
  test.each([
    ['rgb(67, 56, 202)', 0.2, 'rgb(67 56 202 / 0.2)'],
    ['rgba(1, 2, 3, 0.5)', 0.3, 'rgb(1 2 3 / 0.3)'],
    ['oklch(50% 0.1 200)', 0.3, 'oklch(50% 0.1 200)'],
  ])('%s at %d is %s', (color, alpha, expected) => {
    expect(withAlpha(color, alpha)).toBe(expected);
  });
});
