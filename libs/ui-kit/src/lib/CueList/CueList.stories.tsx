import { check } from '@captio/subtitle-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EDITOR_SPEAKERS, editorCues } from '../../testing/editor-fixtures.js';
import { useCueEditing } from '../../testing/editor-stories.js';
import { CueList } from './CueList.js';
import type { CueTextView } from './CueRow.js';

interface DemoProps {
  count: number;
  initialCurrent?: number;
  onSeek: (ms: number) => void;
  onSpeakerClick: (index: number, anchor: HTMLElement) => void;
  onTextChange: (index: number, text: string) => void;
}

/** The page's side: it owns the cues, applies each edit, runs check() and picks the current cue. */
function Demo({ count, initialCurrent = -1, onSeek, onSpeakerClick, onTextChange }: DemoProps) {
  const editing = useCueEditing(useMemo(() => editorCues(count), [count]));
  const findings = useMemo(() => check(editing.cues, { lang: 'en' }), [editing.cues]);
  const [current, setCurrent] = useState(initialCurrent);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setCurrent(Math.floor(count * 0.8))}>
          Play near the end
        </button>
        <button type="button" onClick={() => setCurrent(1)}>
          Play the second cue
        </button>
        <span>{editing.cues.length} cues</span>
      </div>
      <CueList
        style={{ height: 520 }}
        cues={editing.cues}
        speakers={EDITOR_SPEAKERS}
        findings={findings}
        currentIndex={current}
        onSeek={onSeek}
        onSpeakerClick={onSpeakerClick}
        onTextChange={(index, text) => {
          onTextChange(index, text);
          editing.onTextChange(index, text);
        }}
        onTimingChange={editing.onTimingChange}
        onSplit={editing.onSplit}
        onMergeNext={editing.onMergeNext}
        onDelete={editing.onDelete}
      />
    </div>
  );
}

const meta = {
  title: 'Editor/CueList',
  component: Demo,
  args: { count: 12, onSeek: fn(), onSpeakerClick: fn(), onTextChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: HTMLElement, index: number) =>
  canvas.querySelector<HTMLElement>(`[data-cue-index="${index}"]`);

/** Editing text, seeking from a cue, the speaker chooser, and arrows between cues. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Subtitles' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(3);

    const first = canvas.getByRole('textbox', { name: 'Text of cue 1' });
    await userEvent.click(first);
    await userEvent.keyboard('{End} Hello!');
    await expect(first).toHaveValue('Welcome back to the show. Hello!');
    await expect(args.onTextChange).toHaveBeenLastCalledWith(0, 'Welcome back to the show. Hello!');

    // ↓ on the (only) line goes to the next cue's text, ↑ comes back.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Play cue 3 from 00:00:06.000' }));
    await expect(args.onSeek).toHaveBeenCalledWith(6000);

    const chip = canvas.getByRole('button', {
      name: 'Speaker of cue 1: Ana Silva. Choose or rename',
    });
    await userEvent.click(chip);
    await expect(args.onSpeakerClick).toHaveBeenCalledWith(0, chip);
    // Scrolled to the end, the rows there are mounted: cue 12 has no speaker.
    list.parentElement?.scrollTo({ top: 100_000 });
    await expect(
      await canvas.findByRole('button', {
        name: 'Speaker of cue 12: Unknown Speaker. Choose or rename',
      }),
    ).toBeInTheDocument();
  },
};

/** A typed time that is not one is refused with its reason; Escape restores; a valid one applies. */
export const TimeInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('textbox', { name: 'Start of cue 2' });
    await userEvent.tripleClick(start);
    await userEvent.keyboard('soon{Enter}');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(/Not a time/);
    await userEvent.keyboard('{Escape}');
    await expect(start).toHaveValue('00:00:03.000');
    await expect(start).not.toHaveAttribute('aria-invalid');

    // After the cue's end: refused, with the end named.
    await userEvent.tripleClick(start);
    await userEvent.keyboard('00:00:06,000{Enter}');
    await expect(start).toHaveAccessibleDescription(
      'The start must be before the end (00:00:05.500)',
    );
    // An SRT-style time applies, and shows in the list's own form.
    await userEvent.tripleClick(start);
    await userEvent.keyboard('00:00:03,250{Enter}');
    await expect(start).not.toHaveAttribute('aria-invalid');
    await expect(start).toHaveValue('00:00:03.250');
    // ↓ goes to the same time of the next cue.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('textbox', { name: 'Start of cue 3' })).toHaveFocus();
  },
};

/** Split at the caret (Ctrl+Enter) or between words (the button), merge with the next, delete. */
export const SplitMergeDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 cues')).toBeInTheDocument();
    const second = canvas.getByRole('textbox', { name: 'Text of cue 2' });
    await userEvent.click(second);
    (second as HTMLTextAreaElement).setSelectionRange(19, 19); // after "about"
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByText('13 cues')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 2' })).toHaveValue(
      'Today we talk about',
    );
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 3' })).toHaveValue(
      'how cities sound at night.',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Merge cue 2 with the next cue' }));
    await expect(canvas.getByText('12 cues')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 2' })).toHaveValue(
      'Today we talk about how cities sound at night.',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Delete cue 1' }));
    await expect(canvas.getByText('11 cues')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 1' })).toHaveValue(
      'Today we talk about how cities sound at night.',
    );
    // The focus is on the text now in its place, not on the next cue's delete button.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Text of cue 1' })).toHaveFocus(),
    );

    // The split button on a text never clicked into cuts at the space nearest the middle.
    await userEvent.click(canvas.getByRole('button', { name: 'Split cue 3 at the cursor' }));
    await expect(canvas.getByText('12 cues')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 3' })).toHaveValue(
      'You can hear the river',
    );
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 4' })).toHaveValue(
      'under the traffic.',
    );
  },
};

/**
 * A three-hour transcript: 3,600 cues, of which only a screenful is in the document. The
 * current cue is scrolled into view, and arrows move on past the rows first rendered.
 */
export const ThreeHours: Story = {
  args: { count: 3600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Subtitles' });
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);

    await userEvent.click(canvas.getByRole('button', { name: 'Play near the end' }));
    const slow = { timeout: 5000 };
    await waitFor(
      () => expect(row(canvasElement, 2880)).toHaveAttribute('aria-current', 'true'),
      slow,
    );
    const current = row(canvasElement, 2880) as HTMLElement;
    const box = current.getBoundingClientRect();
    const view = (list.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(view.top - 1);
    await expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);

    // Walk down with ↓ through more rows than were rendered: each is mounted on the way.
    const text = canvas.getByRole('textbox', { name: 'Text of cue 2881' });
    await userEvent.click(text);
    for (let step = 0; step < 12; step += 1) await userEvent.keyboard('{End}{ArrowDown}');
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: 'Text of cue 2893' })).toHaveFocus(),
      slow,
    );
  },
};

/** While someone types, playback moving on does not pull the list away from them. */
export const NoScrollWhileEditing: Story = {
  args: { count: 3600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Text of cue 3' });
    await userEvent.click(text);
    const scroller = canvas.getByRole('list', { name: 'Subtitles' }).parentElement as HTMLElement;
    const before = scroller.scrollTop;
    // The page's play button is outside the list: focus stays in the text when it is pressed
    // with the keyboard shortcut, so emulate that by changing the current cue from here.
    (canvas.getByRole('button', { name: 'Play near the end' }) as HTMLButtonElement).click();
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    await expect(text).toHaveFocus();
    await expect(scroller.scrollTop).toBe(before);
  },
};

interface TranslatedDemoProps {
  onTranslationChange: (index: number, text: string) => void;
}

/** The page's side with a translation: it keeps the translated texts and the view. */
function TranslatedDemo({ onTranslationChange }: TranslatedDemoProps) {
  const editing = useCueEditing(useMemo(() => editorCues(6), []));
  const [texts, setTexts] = useState(() =>
    editing.cues.map((cue, index) => `Traducción ${index + 1}: ${cue.text}`),
  );
  const [view, setView] = useState<CueTextView>('both');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div role="group" aria-label="Show" style={{ display: 'flex', gap: 8 }}>
        {(['original', 'translation', 'both'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={view === choice}
            onClick={() => setView(choice)}
          >
            {choice}
          </button>
        ))}
      </div>
      <CueList
        style={{ height: 520 }}
        cues={editing.cues}
        speakers={EDITOR_SPEAKERS}
        onSeek={() => undefined}
        onSpeakerClick={() => undefined}
        onTextChange={editing.onTextChange}
        onTimingChange={editing.onTimingChange}
        onSplit={editing.onSplit}
        onMergeNext={editing.onMergeNext}
        onDelete={editing.onDelete}
        translation={{
          texts,
          language: 'es',
          view,
          readOnly: false,
          label: (number) => `Translation of cue ${number} (Spanish)`,
          onChange: (index, text) => {
            onTranslationChange(index, text);
            setTexts((before) => before.map((old, at) => (at === index ? text : old)));
          },
        }}
      />
    </div>
  );
}

/** A translation beside each cue's text: typed in, arrows between translations, the views. */
export const WithTranslation: StoryObj<typeof TranslatedDemo> = {
  render: (args) => <TranslatedDemo {...args} />,
  args: { onTranslationChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Translation of cue 1 (Spanish)' });
    await expect(first).toHaveAttribute('lang', 'es');
    await expect(canvas.getByRole('textbox', { name: 'Text of cue 1' })).toBeVisible();
    await userEvent.click(first);
    await userEvent.keyboard('{End}!');
    await expect(args.onTranslationChange).toHaveBeenLastCalledWith(
      0,
      expect.stringMatching(/^Traducción 1: .*!$/),
    );
    // ↓ goes to the next cue's translation, not to its original text.
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('textbox', { name: 'Translation of cue 2 (Spanish)' }),
    ).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'translation' }));
    await expect(canvas.queryByRole('textbox', { name: 'Text of cue 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'original' }));
    await expect(canvas.queryByRole('textbox', { name: /^Translation of cue/ })).toBeNull();
  },
};
