import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface Playback {
  playing: boolean;
  /** Where the media is, in ms. */
  currentMs: number;
  /** Its length in ms, NaN until the browser knows it. */
  durationMs: number;
  rate: number;
  playPause(): void;
  seek(ms: number): void;
  /** Seeks, and plays from there (a cue's play button). */
  playFrom(ms: number): void;
  setRate(rate: number): void;
}

/**
 * The page's media element as state: playing, position, length and speed, from the element's
 * own events (timeupdate comes about four times a second, enough to follow cues; seeking
 * updates at once). The element stays the one truth: controls act on it and read it back.
 */
export function usePlayback(media: RefObject<HTMLMediaElement | null>): Playback {
  const [playing, setPlaying] = useState(false);
  const [currentMs, setCurrentMs] = useState(0);
  const [durationMs, setDurationMs] = useState(Number.NaN);
  const [rate, setRateState] = useState(1);

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const read = () => {
      setPlaying(!element.paused && !element.ended);
      setCurrentMs(Math.round(element.currentTime * 1000));
      setDurationMs(Number.isFinite(element.duration) ? element.duration * 1000 : Number.NaN);
      setRateState(element.playbackRate);
    };
    const events = [
      'play',
      'pause',
      'ended',
      'timeupdate',
      'seeked',
      'seeking',
      'durationchange',
      'loadedmetadata',
      'ratechange',
    ];
    for (const name of events) element.addEventListener(name, read);
    read();
    return () => {
      for (const name of events) element.removeEventListener(name, read);
    };
  }, [media]);

  const playPause = useCallback(() => {
    const element = media.current;
    if (!element) return;
    // play() rejects when the browser refuses (no user gesture, media not loadable): the
    // element's own state, which the page shows, stays paused.
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  }, [media]);

  const seek = useCallback(
    (ms: number) => {
      const element = media.current;
      if (!element) return;
      element.currentTime = Math.max(0, ms) / 1000;
      setCurrentMs(Math.round(element.currentTime * 1000));
    },
    [media],
  );

  const playFrom = useCallback(
    (ms: number) => {
      seek(ms);
      // As playPause: a refusal leaves the element paused, which the page shows.
      media.current?.play().catch(() => undefined);
    },
    [media, seek],
  );

  const setRate = useCallback(
    (next: number) => {
      const element = media.current;
      if (element) element.playbackRate = next;
    },
    [media],
  );

  return { playing, currentMs, durationMs, rate, playPause, seek, playFrom, setRate };
}
