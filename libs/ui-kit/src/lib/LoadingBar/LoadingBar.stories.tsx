import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sleep } from '../../testing/stories.js';
import { LoadingBar } from './LoadingBar.js';

/**
 * A page with navigation buttons, the way the app drives the bar from its router. The stories
 * stretch the throttle so that a busy test machine cannot turn a quick click into a slow
 * navigation; the real 200 ms is LOADING_BAR_TIMING's, tested on a fake clock.
 */
function Navigation({ throttleMs }: { throttleMs: number }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <LoadingBar active={active} timing={{ throttleMs }} />
      <button type="button" onClick={() => setActive(true)}>
        Start navigation
      </button>
      <button type="button" onClick={() => setActive(false)}>
        Finish navigation
      </button>
    </>
  );
}

const meta = {
  title: 'Shell/LoadingBar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen' },
  args: { active: false },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation quicker than the throttle shows nothing at all. */
export const QuickNavigation: Story = {
  render: () => <Navigation throttleMs={2000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await sleep(500);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A slow one: after the throttle a 3px bar at the top grows; at the end it fills, then goes. */
export const SlowNavigation: Story = {
  render: () => <Navigation throttleMs={1000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start navigation' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' }, { timeout: 4000 });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.height).toBe(3);
    await expect(box.width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await expect(bar).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

/** Loading that lasts: the bar stops short of the end until the page is there. */
export const StillLoading: Story = {
  args: { active: true, timing: { durationMs: 400 } },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'));
    await sleep(300);
    await expect(bar).toHaveAttribute('aria-valuenow', '90');
  },
};
