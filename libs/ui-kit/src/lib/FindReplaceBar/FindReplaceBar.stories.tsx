import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  findMatches,
  firstMatchFrom,
  replaceAll,
  replaceMatch,
  stepMatch,
  type TextMatch,
} from './find-replace.js';
import { FindReplaceBar } from './FindReplaceBar.js';

const TEXTS = ['The cat sat.', 'No match here.', 'CAT and cat, Cat!', 'One more cat.'];

interface DemoProps {
  onClose: () => void;
}

/** The page's side: it holds the cues and the search, runs findMatches and applies replacements. */
function Demo({ onClose }: DemoProps) {
  const [cues, setCues] = useState(() => TEXTS.map((text) => ({ text })));
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [active, setActive] = useState(-1);
  const matches: TextMatch[] = findMatches(cues, query, { caseSensitive });
  const selected = matches[active];
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      <FindReplaceBar
        query={query}
        replacement={replacement}
        caseSensitive={caseSensitive}
        matchCount={matches.length}
        activeMatch={active}
        onQueryChange={(next) => {
          setQuery(next);
          setActive(-1);
        }}
        onReplacementChange={setReplacement}
        onCaseSensitiveChange={(next) => {
          setCaseSensitive(next);
          setActive(-1);
        }}
        onNext={() => setActive(stepMatch(active, matches.length, 'next'))}
        onPrevious={() => setActive(stepMatch(active, matches.length, 'previous'))}
        onReplace={() => {
          const match = selected ?? matches[firstMatchFrom(matches, 0)];
          if (!match) return;
          setCues((now) =>
            now.map((cue, i) =>
              i === match.cueIndex ? { text: replaceMatch(cue.text, match, replacement) } : cue,
            ),
          );
        }}
        onReplaceAll={() => {
          const { changed } = replaceAll(cues, query, replacement, { caseSensitive });
          setCues((now) =>
            now.map((cue, i) => ({
              text: changed.find((c) => c.cueIndex === i)?.text ?? cue.text,
            })),
          );
          setActive(-1);
        }}
        onClose={onClose}
      />
      <ol aria-label="Cue texts">
        {cues.map((cue, i) => (
          <li key={i} aria-current={selected?.cueIndex === i ? 'true' : undefined}>
            {cue.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'Editor/FindReplaceBar',
  component: Demo,
  args: { onClose: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts in Find; Enter / Shift+Enter step through matches; the count is announced. */
export const FindAndStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const find = canvas.getByRole('textbox', { name: 'Find' });
    await expect(find).toHaveFocus();
    await userEvent.keyboard('cat');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('5 matches');
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Match 1 of 5');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(status).toHaveTextContent('Match 5 of 5');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Match case' }));
    await expect(status).toHaveTextContent('3 matches');
    await userEvent.click(find);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Replace one, then the rest; with nothing left to find, the buttons are disabled. */
export const Replace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('cat');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Replace with' }));
    await userEvent.keyboard('dog');
    await userEvent.click(canvas.getByRole('button', { name: 'Next match' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Replace' }));
    await expect(canvas.getByText('The dog sat.')).toBeInTheDocument();
    // The selection stays in place: it is now on what was the next match.
    await expect(canvas.getByRole('status')).toHaveTextContent('Match 1 of 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Replace all' }));
    await expect(canvas.getByText('dog and dog, dog!')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await expect(canvas.getByRole('button', { name: 'Replace all' })).toBeDisabled();
  },
};
