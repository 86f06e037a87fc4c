import { useLocale, useT } from '@captio/i18n/react';
import { formatTimestamp } from '@captio/subtitle-core';
import { useId } from 'react';
import { IconButton } from '../ActionButton/IconButton.js';
import { Icon } from '../Icon/Icon.js';
import { classNames } from '../class-names.js';
import { clampTime, PLAYBACK_RATES, SKIP_MS } from './playback.js';
import { PLAYER_KEYSHORTCUTS } from './player-shortcuts.js';
import styles from './PlayerControls.module.css';

export interface PlayerControlsProps {
  playing: boolean;
  /** Where the media is, in milliseconds. */
  currentTime: number;
  /** The media's length in milliseconds (0 or NaN while unknown). */
  duration: number;
  /** 0.5 to 2; 1 is normal speed. */
  playbackRate: number;
  onPlayPause: () => void;
  /** −5 s / +5 s, already kept between 0 and the duration. */
  onSeek: (ms: number) => void;
  /** Previous (-1) or next (1) cue: the page knows the cues and seeks to the one it picks. */
  onStepCue: (direction: -1 | 1) => void;
  onPlaybackRateChange: (rate: number) => void;
  /** False at the first cue (default true). */
  canStepPrevious?: boolean;
  /** False at the last cue (default true). */
  canStepNext?: boolean;
  className?: string;
}

/**
 * The editor's transport: play/pause, previous/next cue, −5 s/+5 s, speed, and where playback
 * is. Presentational: the page owns the media element and passes its state in. The keyboard
 * shortcuts (usePlayerShortcuts) are announced on each button with aria-keyshortcuts.
 */
export function PlayerControls({
  playing,
  currentTime,
  duration,
  playbackRate,
  onPlayPause,
  onSeek,
  onStepCue,
  onPlaybackRateChange,
  canStepPrevious = true,
  canStepNext = true,
  className,
}: PlayerControlsProps) {
  const t = useT();
  const locale = useLocale();
  const speedId = useId();
  const known = Number.isFinite(duration) && duration > 0;
  const current = formatTimestamp(currentTime, 'short');
  const total = known ? formatTimestamp(duration, 'short') : '–:––';
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });

  return (
    <div
      role="group"
      aria-label={t('editor.player.label')}
      className={classNames(styles['bar'], className)}
    >
      <IconButton
        label={t('editor.player.previousCue')}
        aria-keyshortcuts={PLAYER_KEYSHORTCUTS.previousCue}
        disabled={!canStepPrevious}
        onClick={() => onStepCue(-1)}
      >
        <Icon name="previous" />
      </IconButton>
      <IconButton
        label={t('editor.player.back5')}
        aria-keyshortcuts={PLAYER_KEYSHORTCUTS.back5}
        onClick={() => onSeek(clampTime(currentTime - SKIP_MS, duration))}
      >
        <Icon name="rewind" />
      </IconButton>
      <IconButton
        label={t(playing ? 'editor.player.pause' : 'editor.player.play')}
        aria-keyshortcuts={PLAYER_KEYSHORTCUTS.playPause}
        className={styles['play']}
        onClick={onPlayPause}
      >
        <Icon name={playing ? 'pause' : 'play'} size={20} />
      </IconButton>
      <IconButton
        label={t('editor.player.forward5')}
        aria-keyshortcuts={PLAYER_KEYSHORTCUTS.forward5}
        onClick={() => onSeek(clampTime(currentTime + SKIP_MS, duration))}
      >
        <Icon name="forward" />
      </IconButton>
      <IconButton
        label={t('editor.player.nextCue')}
        aria-keyshortcuts={PLAYER_KEYSHORTCUTS.nextCue}
        disabled={!canStepNext}
        onClick={() => onStepCue(1)}
      >
        <Icon name="next" />
      </IconButton>
      <p className={styles['time']}>
        <span aria-hidden="true">
          {current} / {total}
        </span>
        <span className={styles['visuallyHidden']}>
          {t('editor.player.position', { current, duration: total })}
        </span>
      </p>
      <label className={styles['speed']} htmlFor={speedId}>
        <span className={styles['visuallyHidden']}>{t('editor.player.speed')}</span>
        <select
          id={speedId}
          value={String(playbackRate)}
          aria-keyshortcuts={`${PLAYER_KEYSHORTCUTS.slower} ${PLAYER_KEYSHORTCUTS.faster}`}
          onChange={(event) => onPlaybackRateChange(Number(event.target.value))}
        >
          {!PLAYBACK_RATES.includes(playbackRate) && (
            <option value={String(playbackRate)}>{rate.format(playbackRate)}×</option>
          )}
          {PLAYBACK_RATES.map((step) => (
            <option key={step} value={String(step)}>
              {rate.format(step)}×
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
