import { describe, expect, test } from 'vitest';
import { tagWith } from '../../testing/markup.js';
import { renderMarkup } from '../../testing/render.js';
import { EditorShortcuts, EDITOR_SHORTCUTS } from './EditorShortcuts.js';
import { PlayerControls, type PlayerControlsProps } from './PlayerControls.js';

// Pressing the buttons and the shortcuts' listener run in Chromium (the stories). Here: names,
// state and the time shown.
const noop = () => undefined;
const props: PlayerControlsProps = {
  playing: false,
  currentTime: 62_000,
  duration: 3_723_000,
  playbackRate: 1,
  onPlayPause: noop,
  onSeek: noop,
  onStepCue: noop,
  onPlaybackRateChange: noop,
};

describe('PlayerControls', () => {
  test('names every control and says where playback is', () => {
    const markup = renderMarkup(<PlayerControls {...props} />);
    for (const name of [
      'Previous cue',
      'Back 5 seconds',
      'Play',
      'Forward 5 seconds',
      'Next cue',
    ]) {
      expect(markup).toContain(`aria-label="${name}"`);
    }
    expect(markup).toContain('1:02 / 1:02:03');
    expect(markup).toContain('1:02 of 1:02:03');
    expect(markup).toContain('Playback speed');
    expect(markup).toContain('aria-keyshortcuts="Control+Space Meta+Space Alt+K"');
  });

  test('playing, the main button pauses', () => {
    expect(renderMarkup(<PlayerControls {...props} playing />)).toContain('aria-label="Pause"');
  });

  test('speeds from 0.5× to 2×, in the locale’s numbers', () => {
    const markup = renderMarkup(<PlayerControls {...props} playbackRate={1.5} />, 'fr-FR');
    expect(markup).toContain('<option value="0.5">0,5×</option>');
    expect(markup).toContain('<option value="1.5" selected="">1,5×</option>');
    expect(markup).toContain('<option value="2">2×</option>');
  });

  test('an unknown duration shows a placeholder', () => {
    expect(renderMarkup(<PlayerControls {...props} duration={Number.NaN} />)).toContain(
      '1:02 / –:––',
    );
  });

  test('stepping is disabled at either end when the page says so', () => {
    const markup = renderMarkup(<PlayerControls {...props} canStepPrevious={false} />);
    expect(tagWith(markup, 'aria-label', 'Previous cue')).toContain('disabled');
    expect(tagWith(markup, 'aria-label', 'Next cue')).not.toContain('disabled');
  });
});

describe('EditorShortcuts', () => {
  test('lists every shortcut with its action, translated', () => {
    const markup = renderMarkup(<EditorShortcuts />, 'ko-KR');
    expect(markup).toContain('<summary>키보드 단축키</summary>');
    expect(markup.match(/<tr>/g)).toHaveLength(EDITOR_SHORTCUTS.length + 1);
    expect(markup).toContain('<kbd>Alt + K</kbd>');
  });
});
