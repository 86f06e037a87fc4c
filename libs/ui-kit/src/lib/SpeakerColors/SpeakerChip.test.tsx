import { describe, expect, test } from 'vitest';
import { renderMarkup } from '../../testing/render.js';
import { SpeakerChip } from './SpeakerChip.js';

describe('SpeakerChip', () => {
  test('a named speaker in its palette, as a button that says what it does', () => {
    const markup = renderMarkup(<SpeakerChip speaker="Ana" colorIndex={1} onClick={() => {}} />);
    expect(markup).toContain('aria-label="Choose or rename the speaker Ana"');
    expect(markup).toContain('data-color="orange"');
    expect(markup).toContain('--captio-speaker-background:light-dark(#ffedd5, #7c2d12)');
  });

  test.each([
    [undefined, 'en-US', 'Unknown Speaker'],
    ['  ', 'en-US', 'Unknown Speaker'],
    [undefined, 'ja-JP', '不明な話者'],
  ] as const)('speaker %j shows the default label in %s', (speaker, locale, label) => {
    expect(renderMarkup(<SpeakerChip speaker={speaker} colorIndex={0} />, locale)).toContain(
      `>${label}</span>`,
    );
  });

  test('without onClick it is a label, not a button', () => {
    expect(renderMarkup(<SpeakerChip speaker="Bo" colorIndex={0} />)).not.toContain('<button');
  });
});
