import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpeakerChip } from './SpeakerChip.js';
import { SPEAKER_COLORS } from './speaker-colors.js';
import styles from './SpeakerColors.module.css';

interface PaletteProps {
  onSpeakerClick: (index: number, anchor: HTMLElement) => void;
}

/** The ten palettes as speaker chips, and the unknown speaker's: axe measures every contrast. */
function Palette({ onSpeakerClick }: PaletteProps) {
  return (
    <ul className={styles['palette']}>
      {SPEAKER_COLORS.map((color, index) => (
        <li key={color.name}>
          <SpeakerChip
            speaker={`Speaker ${index + 1}`}
            colorIndex={index}
            onClick={(anchor) => onSpeakerClick(index, anchor)}
          />
        </li>
      ))}
      <li>
        <SpeakerChip colorIndex={9} />
      </li>
    </ul>
  );
}

const meta = {
  title: 'Editor/SpeakerColors',
  component: Palette,
  args: { onSpeakerClick: fn() },
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten chips, each its own hue, readable in both schemes; a chip is a button naming its speaker. */
export const TenPalettes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getAllByRole('button', { name: /^Choose or rename the speaker/ });
    await expect(chips).toHaveLength(10);
    const backgrounds = new Set(chips.map((chip) => getComputedStyle(chip).backgroundColor));
    await expect(backgrounds.size).toBe(10);
    await expect(canvas.getByText('Unknown Speaker')).toBeVisible();

    await userEvent.tab();
    await expect(chips[0]).toHaveFocus();
    await userEvent.tab();
    await expect(chips[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSpeakerClick).toHaveBeenCalledWith(1, chips[1]);
  },
};
