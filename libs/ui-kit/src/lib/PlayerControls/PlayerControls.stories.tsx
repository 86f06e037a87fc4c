import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditorShortcuts } from './EditorShortcuts.js';
import { clampTime, stepPlaybackRate } from './playback.js';
import { PlayerControls } from './PlayerControls.js';
import { usePlayerShortcuts } from './use-player-shortcuts.js';

interface DemoProps {
  duration: number;
  onStepCue: (direction: -1 | 1) => void;
}

/**
 * The page's side: it owns the playing state, the time and the speed, and listens for the
 * shortcuts. A textarea stands in for a cue's text, where plain keys must stay typing.
 */
function Demo({ duration, onStepCue }: DemoProps) {
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(62_000);
  const [rate, setRate] = useState(1);
  const seek = (ms: number) => setTime(clampTime(ms, duration));
  usePlayerShortcuts({
    playPause: () => setPlaying((now) => !now),
    previousCue: () => onStepCue(-1),
    nextCue: () => onStepCue(1),
    back5: () => seek(time - 5000),
    forward5: () => seek(time + 5000),
    slower: () => setRate((now) => stepPlaybackRate(now, 'slower')),
    faster: () => setRate((now) => stepPlaybackRate(now, 'faster')),
  });
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <PlayerControls
        playing={playing}
        currentTime={time}
        duration={duration}
        playbackRate={rate}
        onPlayPause={() => setPlaying((now) => !now)}
        onSeek={seek}
        onStepCue={onStepCue}
        onPlaybackRateChange={setRate}
      />
      <label>
        Cue text
        <textarea
          defaultValue="Welcome back to the show."
          style={{ display: 'block', width: '100%' }}
        />
      </label>
      <EditorShortcuts />
    </div>
  );
}

const meta = {
  title: 'Editor/PlayerControls',
  component: Demo,
  args: { duration: 3_723_000, onStepCue: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons: play/pause, ±5 s (kept inside the media), cue steps, speed. */
export const Buttons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByRole('group', { name: 'Player' });
    await expect(player).toHaveTextContent('1:02 / 1:02:03');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    const pause = canvas.getByRole('button', { name: 'Pause' });
    await expect(pause).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 5 seconds' }));
    await expect(player).toHaveTextContent('1:07 / 1:02:03');
    await userEvent.click(canvas.getByRole('button', { name: 'Back 5 seconds' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back 5 seconds' }));
    await expect(player).toHaveTextContent('0:57 / 1:02:03');
    await userEvent.click(canvas.getByRole('button', { name: 'Next cue' }));
    await expect(args.onStepCue).toHaveBeenCalledWith(1);
    const speed = canvas.getByRole('combobox', { name: 'Playback speed' });
    await userEvent.selectOptions(speed, '1.5');
    await expect(speed).toHaveValue('1.5');
  },
};

/** The shortcuts: Alt+K and Ctrl+Space work while typing; Space alone types in a text. */
export const Shortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cue text' });
    await userEvent.click(text);
    await userEvent.keyboard('{End}{Alt>}k{/Alt}');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.keyboard('{Control>} {/Control}');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(text).toHaveValue('Welcome back to the show. ');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onStepCue).toHaveBeenCalledWith(1);
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(args.onStepCue).toHaveBeenCalledWith(-1);
    await userEvent.keyboard('{Alt>}l{/Alt}');
    await expect(canvas.getByRole('group', { name: 'Player' })).toHaveTextContent('1:07 / 1:02:03');
    await userEvent.keyboard('{Alt>}{Shift>}[Period]{/Shift}{/Alt}');
    await expect(canvas.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1.25');
    await expect(text).toHaveValue('Welcome back to the show. ');
  },
};

/** The help lists every shortcut, behind a disclosure. */
export const Help: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeVisible();
    await userEvent.click(canvas.getByText('Keyboard shortcuts'));
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Split the cue at the cursor' })).toBeVisible();
  },
};
