import { useT } from '@captio/i18n/react';
import type { MouseEvent } from 'react';
import { speakerColor, speakerColorStyle } from './speaker-colors.js';
import styles from './SpeakerColors.module.css';
import { classNames } from '../class-names.js';

export interface SpeakerChipProps {
  /** The speaker's name; none shows the default label, "Unknown Speaker" in the reader's locale. */
  speaker?: string;
  /** Which of the ten palettes (speakerColorIndex gives it from the transcript's speakers). */
  colorIndex: number;
  /**
   * Called when the chip is pressed, with the chip (to anchor the page's menu or dialog for
   * choosing or renaming the speaker). Without it the chip is a plain label.
   */
  onClick?: (anchor: HTMLElement) => void;
  /**
   * The button's accessible name when the default ("Choose or rename the speaker {name}") is not
   * enough, e.g. a row that also names its cue.
   */
  label?: string;
  className?: string;
}

/**
 * A speaker's name in its colours: a button that opens the page's speaker chooser, or a label.
 * The colours come from light-dark() pairs, so the chip follows the page's colour scheme.
 */
export function SpeakerChip({ speaker, colorIndex, onClick, label, className }: SpeakerChipProps) {
  const t = useT();
  const name = speaker?.trim() ? speaker : t('editor.speaker.unknown');
  const color = speakerColor(colorIndex);
  const shared = {
    className: classNames(styles['chip'], className),
    style: speakerColorStyle(color),
    'data-color': color.name,
  };
  if (!onClick) return <span {...shared}>{name}</span>;
  return (
    <button
      {...shared}
      type="button"
      aria-haspopup="dialog"
      aria-label={label ?? t('editor.speaker.change', { name })}
      onClick={(event: MouseEvent<HTMLButtonElement>) => onClick(event.currentTarget)}
    >
      {name}
    </button>
  );
}
