import { useT } from '@captio/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/plugins/regions';
import { IconButton } from '../ActionButton/IconButton.js';
import { Icon } from '../Icon/Icon.js';
import { classNames } from '../class-names.js';
import type { TimedCue } from '../CueList/current-cue.js';
import { clampCueTiming } from './cue-timing.js';
import { cuesInWindow } from './visible-cues.js';
import { resolveWaveformColors, type WaveformColors } from './waveform-colors.js';
import { canZoom, nextZoom } from './zoom.js';
import styles from './Waveform.module.css';

/** A cue as the waveform draws it. */
export interface WaveformCue extends TimedCue {
  text?: string;
}

export interface WaveformProps {
  /**
   * Precomputed peaks of the whole media, -1..1 or 0..1 (the server computes them once). The
   * waveform is drawn anew when this array, `duration`, `media` or `height` changes: keep it the
   * same array between renders.
   */
  peaks: readonly number[];
  /** The media's length in milliseconds. */
  duration: number;
  /** The cues in start order: each is a capsule that can be dragged and resized. */
  cues: readonly WaveformCue[];
  /** The cue playing now, drawn stronger; -1 for none. */
  currentIndex?: number;
  /** Scene changes (ms), drawn as vertical lines (redrawn when the array changes). */
  sceneChanges?: readonly number[];
  /**
   * The page's media element: the waveform then follows it (cursor, seeking) by itself. Without
   * one, `currentTime` places the cursor.
   */
  media?: HTMLMediaElement | null;
  /** Where the cursor is (ms), when no media element is given. */
  currentTime?: number;
  /** Zoom, in pixels per second (ZOOM_LEVELS); the buttons ask for the next step. */
  minPxPerSec: number;
  onZoomChange: (minPxPerSec: number) => void;
  /** A click or drag on the waveform: the time, in ms. */
  onSeek: (ms: number) => void;
  /** A capsule dragged or resized, already clamped so it overlaps no neighbour. */
  onCueTimingChange: (index: number, start: number, end: number) => void;
  /** Height of the wave in px (default 96). */
  height?: number;
  className?: string;
}

/** A wavesurfer and its regions, once created. */
interface Surfer {
  ws: WaveSurfer;
  regions: ReturnType<typeof RegionsPlugin.create>;
}

/** Capsules are drawn for the cues in view and this many views' worth on either side. */
const WINDOW_MARGIN = 1;
const CUE_ID = 'cue-';
const SCENE_ID = 'scene-';
const seconds = (ms: number) => ms / 1000;
const ms = (s: number) => Math.round(s * 1000);

/**
 * The media's waveform (wavesurfer.js, from precomputed peaks) with each cue as a capsule that
 * can be dragged or resized to retime it, scene changes as lines, a cursor, click to seek, and
 * zoom. Only the cues around the visible window get a region, so a three-hour transcript
 * scrolls and zooms as lightly as a short one. For keyboard users the capsules are an extra:
 * the cue list's time fields retime the same cues. The canvas colours are read from the kit's
 * tokens when the wave is created (a canvas cannot follow light-dark() by itself).
 */
export function Waveform({
  peaks,
  duration,
  cues,
  currentIndex = -1,
  sceneChanges,
  media,
  currentTime,
  minPxPerSec,
  onZoomChange,
  onSeek,
  onCueTimingChange,
  height = 96,
  className,
}: WaveformProps) {
  const t = useT();
  const helpId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [surfer, setSurfer] = useState<Surfer | null>(null);
  const latest = useRef({ cues, duration, currentIndex, onSeek, onCueTimingChange, minPxPerSec });
  latest.current = { cues, duration, currentIndex, onSeek, onCueTimingChange, minPxPerSec };
  const shown = useRef(new Map<number, Region>());
  const view = useRef({ from: 0, to: 0 });
  const colors = useRef<WaveformColors | null>(null);
  /** Bumped on scroll and zoom, so the capsules follow the view. */
  const [windowTick, setWindowTick] = useState(0);

  // One wavesurfer per media and peaks: they change when another file opens, not while editing.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    colors.current = resolveWaveformColors(element);
    const regions = RegionsPlugin.create();
    const ws = WaveSurfer.create({
      container: element,
      height,
      peaks: [Float32Array.from(peaks)],
      duration: seconds(duration),
      ...(media ? { media } : {}),
      minPxPerSec: latest.current.minPxPerSec,
      waveColor: colors.current.wave,
      progressColor: colors.current.progress,
      cursorColor: colors.current.cursor,
      cursorWidth: 2,
      normalize: true,
      dragToSeek: true,
      autoScroll: true,
      autoCenter: false,
      plugins: [regions],
    });
    // Zoomed in, the wave scrolls: keyboard users scroll it with the arrow keys once focused, as
    // a named region (a focusable box without a name or role is read as nothing).
    const scroller = scrollerOf(ws);
    if (scroller) {
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
    }
    const map = shown.current;
    view.current = { from: 0, to: seconds(duration) };
    ws.on('interaction', (time) => latest.current.onSeek(ms(time)));
    // The view is read from the scroll position and the drawn width, whatever event moved it.
    const follow = () => {
      view.current = visibleSeconds(ws);
      setWindowTick((tick) => tick + 1);
    };
    ws.on('scroll', follow);
    ws.on('zoom', follow);
    ws.on('redraw', follow);
    regions.on('region-updated', (region) => {
      if (!region.id.startsWith(CUE_ID)) return;
      const index = Number(region.id.slice(CUE_ID.length));
      const { cues: now, duration: length } = latest.current;
      const clamped = clampCueTiming({
        cues: now,
        index,
        start: ms(region.start),
        end: ms(region.end),
        durationMs: length,
      });
      if (clamped.start !== ms(region.start) || clamped.end !== ms(region.end)) {
        region.setOptions({ start: seconds(clamped.start), end: seconds(clamped.end) });
      }
      latest.current.onCueTimingChange(index, clamped.start, clamped.end);
    });
    setSurfer({ ws, regions });
    return () => {
      map.clear();
      setSurfer(null);
      ws.destroy();
    };
  }, [peaks, duration, media, height]);

  // Which cues have a capsule: those around the view, re-read on scroll and zoom.
  useEffect(() => {
    if (!surfer || !colors.current) return;
    const { from, to } = view.current;
    const span = Math.max(to - from, 1);
    const range = cuesInWindow(
      cues,
      ms(from - span * WINDOW_MARGIN),
      ms(to + span * WINDOW_MARGIN),
    );
    const map = shown.current;
    for (const [index, region] of map) {
      if (index < range.first || index > range.last || index >= cues.length) {
        region.remove();
        map.delete(index);
      }
    }
    for (let index = range.first; index <= range.last; index += 1) {
      const cue = cues[index] as WaveformCue;
      const color = index === currentIndex ? colors.current.currentCapsule : colors.current.capsule;
      const existing = map.get(index);
      if (existing) {
        if (existing.isDragging) continue;
        if (ms(existing.start) !== cue.start || ms(existing.end) !== cue.end) {
          existing.setOptions({ start: seconds(cue.start), end: seconds(cue.end) });
        }
        if (existing.color !== color) existing.setOptions({ color });
        const label = cue.text ? capsuleLabel(cue.text) : '';
        if ((existing.content?.textContent ?? '') !== label) existing.setContent(label);
        continue;
      }
      const region = surfer.regions.addRegion({
        id: `${CUE_ID}${index}`,
        start: seconds(cue.start),
        end: seconds(cue.end),
        color,
        drag: true,
        resize: true,
        minLength: 0.1,
        content: cue.text ? capsuleLabel(cue.text) : undefined,
      });
      if (region.element) region.element.classList.add('captio-capsule');
      styleCapsule(region);
      map.set(index, region);
    }
  }, [surfer, cues, currentIndex, windowTick]);

  // Scene changes: thin markers, not draggable.
  useEffect(() => {
    if (!surfer || !colors.current) return;
    const color = colors.current.scene;
    const markers = (sceneChanges ?? []).map((time, index) =>
      surfer.regions.addRegion({
        id: `${SCENE_ID}${index}`,
        start: seconds(time),
        color,
        drag: false,
        resize: false,
      }),
    );
    return () => markers.forEach((marker) => marker.remove());
  }, [surfer, sceneChanges]);

  useEffect(() => {
    if (!surfer) return;
    const { ws } = surfer;
    // wavesurfer takes the peaks a moment after it is made and throws on a zoom before then,
    // even when the media element already knows its duration (a cached file on a reload): the
    // zoom asked for meanwhile is applied once the peaks are in.
    if (ws.getDecodedData()) {
      ws.zoom(minPxPerSec);
      return;
    }
    return ws.once('decode', () => ws.zoom(latest.current.minPxPerSec));
  }, [surfer, minPxPerSec]);

  const scrollLabel = t('editor.waveform.scroll');
  useEffect(() => {
    if (surfer) scrollerOf(surfer.ws)?.setAttribute('aria-label', scrollLabel);
  }, [surfer, scrollLabel]);

  useEffect(() => {
    if (!surfer || media || currentTime === undefined) return;
    if (Math.abs(surfer.ws.getCurrentTime() - seconds(currentTime)) > 0.01) {
      surfer.ws.setTime(seconds(currentTime));
    }
  }, [surfer, media, currentTime]);

  return (
    <div
      role="group"
      aria-label={t('editor.waveform.label')}
      aria-describedby={helpId}
      className={classNames(styles['waveform'], className)}
    >
      <div className={styles['toolbar']}>
        <p id={helpId} className={styles['help']}>
          {t('editor.waveform.help')}
        </p>
        <IconButton
          label={t('editor.waveform.zoomOut')}
          disabled={!canZoom(minPxPerSec, 'out')}
          onClick={() => onZoomChange(nextZoom(minPxPerSec, 'out'))}
        >
          <Icon name="zoomOut" />
        </IconButton>
        <IconButton
          label={t('editor.waveform.zoomIn')}
          disabled={!canZoom(minPxPerSec, 'in')}
          onClick={() => onZoomChange(nextZoom(minPxPerSec, 'in'))}
        >
          <Icon name="zoomIn" />
        </IconButton>
      </div>
      <div
        ref={container}
        className={styles['wave']}
        style={{ minHeight: height }}
        data-waveform-surface=""
      />
    </div>
  );
}

/** The box wavesurfer scrolls the drawn wave in, inside its shadow root. */
const scrollerOf = (ws: WaveSurfer) => ws.getWrapper().closest<HTMLElement>('[part~="scroll"]');

/** The seconds of media in view: the scroll position and width over the drawn width. */
function visibleSeconds(ws: WaveSurfer): { from: number; to: number } {
  const total = ws.getDuration();
  const drawn = ws.getWrapper().scrollWidth;
  if (!(total > 0) || !(drawn > 0)) return { from: 0, to: total };
  const perPixel = total / drawn;
  const left = ws.getScroll();
  return { from: left * perPixel, to: (left + ws.getWidth()) * perPixel };
}

/** The start of a cue's text, one line, to name its capsule on the wave. */
function capsuleLabel(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** Rounded ends and a border make a region read as a capsule to grab. */
function styleCapsule(region: Region): void {
  const element = region.element;
  if (!element) return;
  element.style.borderRadius = '12px';
  element.style.border = '1px solid currentColor';
  element.style.overflow = 'hidden';
  element.style.fontSize = '11px';
  element.style.lineHeight = '1.3';
  element.style.padding = '2px 6px';
  element.style.boxSizing = 'border-box';
  element.style.whiteSpace = 'nowrap';
}
