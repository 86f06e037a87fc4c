import { format } from '@captio/subtitle-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editorCues, editorPeaks } from '../../testing/editor-fixtures.js';
import { speechLikeWav, useCueEditing } from '../../testing/editor-stories.js';
import { cueIndexAt } from '../CueList/current-cue.js';
import { Waveform } from './Waveform.js';
import { DEFAULT_ZOOM } from './zoom.js';

interface DemoProps {
  count: number;
  /** px/s when the story opens: low enough that a narrow test viewport shows many cues. */
  initialZoom?: number;
  onSeek: (ms: number) => void;
  onCueTimingChange: (index: number, start: number, end: number) => void;
}

/** The page's side: it owns the cues, the zoom and the time (no media element here). */
function Demo({ count, initialZoom = DEFAULT_ZOOM, onSeek, onCueTimingChange }: DemoProps) {
  const initial = useMemo(() => editorCues(count), [count]);
  const duration = count * 3000 + 1000;
  const peaks = useMemo(() => editorPeaks(duration, count > 100 ? 10 : 50), [duration, count]);
  const scenes = useMemo(
    () => Array.from({ length: Math.floor(duration / 20_000) }, (_, i) => (i + 1) * 20_000 - 1500),
    [duration],
  );
  const editing = useCueEditing(initial);
  const [zoom, setZoom] = useState(initialZoom);
  const [time, setTime] = useState(0);
  const second = editing.cues[1];
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 900 }}>
      <Waveform
        peaks={peaks}
        duration={duration}
        cues={editing.cues}
        currentIndex={cueIndexAt(editing.cues, time)}
        sceneChanges={scenes}
        currentTime={time}
        minPxPerSec={zoom}
        onZoomChange={setZoom}
        onSeek={(ms) => {
          onSeek(ms);
          setTime(ms);
        }}
        onCueTimingChange={(index, start, end) => {
          onCueTimingChange(index, start, end);
          editing.onTimingChange(index, start, end);
        }}
      />
      <p>
        Zoom: {zoom} px/s. Time: {time} ms. Cue 2: {second?.start}–{second?.end} ms.
      </p>
    </div>
  );
}

const meta = {
  title: 'Editor/Waveform',
  component: Demo,
  args: { count: 12, initialZoom: 20, onSeek: fn(), onCueTimingChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** wavesurfer draws in its own shadow root: the capsules are its regions there. */
async function surface(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('[data-waveform-surface] > div');
  await waitFor(() => expect(host?.shadowRoot).toBeTruthy());
  return host?.shadowRoot as ShadowRoot;
}
const capsules = (root: ShadowRoot) => root.querySelectorAll<HTMLElement>('[part~="region"]');
const capsule = (root: ShadowRoot, index: number) =>
  root.querySelector<HTMLElement>(`[part~="cue-${index}"]`);

/** Drags an element by dx pixels with pointer events, as the Regions plugin reads them. */
function drag(element: HTMLElement, dx: number): void {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const init = { bubbles: true, pointerId: 1, button: 0, isPrimary: true, clientY: y };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
  for (let step = 1; step <= 5; step += 1) {
    window.dispatchEvent(
      new PointerEvent('pointermove', { ...init, clientX: x + (dx * step) / 5 }),
    );
  }
  window.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx }));
}

/** Every cue is a capsule, scenes are markers; zoom steps and stops at its ends. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Waveform' })).toHaveAccessibleDescription(
      /start and end fields/,
    );
    const root = await surface(canvasElement);
    await waitFor(() => expect(capsules(root)).toHaveLength(12));
    await expect(root.querySelectorAll('[part~="marker"]')).toHaveLength(1);
    await expect(capsule(root, 0)).toHaveTextContent('Welcome back to the show.');
    // The box the wave scrolls in takes the focus (the arrow keys scroll it): a region, named.
    const scroller = root.querySelector<HTMLElement>('[part~="scroll"]');
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller).toHaveAttribute('role', 'region');
    await waitFor(() =>
      expect(scroller).toHaveAccessibleName('Waveform timeline, scrolled with the arrow keys'),
    );

    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    await expect(canvas.getByText(/Zoom: 50 px\/s/)).toBeInTheDocument();
    for (let step = 0; step < 4; step += 1) await userEvent.click(zoomIn);
    await expect(zoomIn).toBeDisabled();
    await expect(canvas.getByText(/Zoom: 800 px\/s/)).toBeInTheDocument();
    // Zoomed in, only the cues around the view keep a capsule.
    await waitFor(() => expect(capsules(root).length).toBeLessThan(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(canvas.getByText(/Zoom: 400 px\/s/)).toBeInTheDocument();
  },
};

/** A click on the wave seeks there; the cue under the cursor is drawn stronger. */
export const ClickToSeek: Story = {
  play: async ({ canvasElement, args }) => {
    const root = await surface(canvasElement);
    const wrapper = root.querySelector<HTMLElement>('[part="wrapper"]') as HTMLElement;
    await waitFor(() => expect(capsules(root)).toHaveLength(12));
    const target = capsule(root, 2) as HTMLElement;
    const before = target.style.backgroundColor;
    const box = target.getBoundingClientRect();
    wrapper.dispatchEvent(
      new MouseEvent('click', {
        bubbles: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    );
    await waitFor(() => expect(args.onSeek).toHaveBeenCalled());
    // Cue 3 runs from 6 to 8.5 s: the click in its middle lands near 7.25 s.
    const [seekedTo] = (args.onSeek as ReturnType<typeof fn>).mock.calls[0] as [number];
    await expect(seekedTo).toBeGreaterThan(6500);
    await expect(seekedTo).toBeLessThan(8000);
    await waitFor(() => expect(target.style.backgroundColor).not.toBe(before));
  },
};

/** Dragging a capsule onto its neighbour stops against it: the cue keeps its length. */
export const DragIsClamped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = await surface(canvasElement);
    await waitFor(() => expect(capsules(root)).toHaveLength(12));
    const second = capsule(root, 1) as HTMLElement;
    // Cue 2 is 3.0–5.5 s, cue 1 ends at 2.5 s: a long drag left would overlap it.
    drag(second, -400);
    await waitFor(() => expect(args.onCueTimingChange).toHaveBeenCalled());
    await expect(args.onCueTimingChange).toHaveBeenLastCalledWith(1, 2500, 5000);
    await expect(canvas.getByText(/Cue 2: 2500–5000 ms/)).toBeInTheDocument();
  },
};

/** A three-hour transcript: capsules only around the view, not 3,600 regions, following a scroll. */
export const ThreeHours: Story = {
  args: { count: 3600 },
  play: async ({ canvasElement }) => {
    const root = await surface(canvasElement);
    // Drawing three hours of wave takes a while on a busy machine: wait for it, not a time.
    const slow = { timeout: 10_000 };
    await waitFor(() => expect(capsules(root).length).toBeGreaterThan(5), slow);
    await expect(capsules(root).length).toBeLessThan(60);
    await expect(capsule(root, 1800)).toBeNull();
    // Halfway through (1.5 hours at 20 px/s), the capsules there are drawn, the first ones gone.
    const scroller = root.querySelector<HTMLElement>('[part="scroll"]') as HTMLElement;
    scroller.scrollLeft = 5400 * 20;
    await waitFor(() => expect(capsule(root, 1800)).not.toBeNull(), slow);
    await expect(capsule(root, 0)).toBeNull();
    await expect(capsules(root).length).toBeLessThan(60);
  },
};

/** The page's own audio element: the waveform follows it, and a click on the wave seeks it. */
function WithMedia({
  onSeek,
  onCueTimingChange,
  afterMetadata = false,
}: Omit<DemoProps, 'count'> & { afterMetadata?: boolean }) {
  const duration = 12_000;
  const cues = useMemo(() => editorCues(4), []);
  const peaks = useMemo(() => editorPeaks(duration), []);
  const [src] = useState(() => URL.createObjectURL(speechLikeWav(duration)));
  // The cues as the media's captions track, as the page plays them.
  const [captions] = useState(() =>
    URL.createObjectURL(new Blob([format(cues, 'vtt')], { type: 'text/vtt' })),
  );
  useEffect(
    () => () => {
      URL.revokeObjectURL(src);
      URL.revokeObjectURL(captions);
    },
    [src, captions],
  );
  const [media, setMedia] = useState<HTMLAudioElement | null>(null);
  // Whether the media element knows its duration: the waveform waits for it when asked to.
  const [loaded, setLoaded] = useState(false);
  const [zoom, setZoom] = useState(20);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 900 }}>
      <audio
        ref={setMedia}
        src={src}
        controls
        preload="auto"
        onLoadedMetadata={() => setLoaded(true)}
      >
        <track kind="captions" src={captions} srcLang="en" label="English" default />
      </audio>
      {media && (loaded || !afterMetadata) && (
        <Waveform
          peaks={peaks}
          duration={duration}
          cues={cues}
          media={media}
          minPxPerSec={zoom}
          onZoomChange={setZoom}
          onSeek={onSeek}
          onCueTimingChange={onCueTimingChange}
        />
      )}
      <p>Zoom: {zoom} px/s.</p>
    </div>
  );
}

export const FollowsMediaElement: StoryObj<typeof WithMedia> = {
  render: (args) => <WithMedia {...args} />,
  play: async ({ canvasElement, args }) => {
    const media = canvasElement.querySelector('audio') as HTMLAudioElement;
    const src = media.src;
    await waitFor(() => expect(media.readyState).toBeGreaterThanOrEqual(1));
    const root = await surface(canvasElement);
    await waitFor(() => expect(capsules(root)).toHaveLength(4));
    // The capsules come before the peaks are in; a click on the wave seeks only once the wave is
    // drawn (before that it has no duration to place the click in), which a busy machine delays.
    await waitFor(() => expect(root.querySelector('canvas')).toBeTruthy(), { timeout: 5000 });
    const wrapper = root.querySelector<HTMLElement>('[part="wrapper"]') as HTMLElement;
    await waitFor(() => expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(0));
    const box = wrapper.getBoundingClientRect();
    // 12 s fit the view (the wave fills it): 6.5 s is that share of its width.
    const x = box.left + (box.width * 6.5) / 12;
    wrapper.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: x, clientY: box.top + 10 }),
    );
    await waitFor(() => expect(media.currentTime).toBeCloseTo(6.5, 0), { timeout: 3000 });
    await expect(args.onSeek).toHaveBeenCalled();
    // The page's element keeps its source: the waveform only listens to it.
    await expect(media.src).toBe(src);
  },
};

/**
 * The page's case on a reload: the media element has its duration (a cached file) before the
 * waveform is made, so wavesurfer answers a duration while its peaks are still on their way.
 */
export const MadeAfterTheMediaLoaded: StoryObj<typeof WithMedia> = {
  render: (args) => <WithMedia {...args} afterMetadata />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Made without an error, the wave shows its capsules and zooms.
    await waitFor(
      () => expect(canvasElement.querySelector('[data-waveform-surface] > div')).toBeTruthy(),
      { timeout: 5000 },
    );
    const root = await surface(canvasElement);
    await waitFor(() => expect(capsules(root)).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByText('Zoom: 50 px/s.')).toBeInTheDocument();
    await waitFor(() => expect(capsules(root)).toHaveLength(4));
  },
};
