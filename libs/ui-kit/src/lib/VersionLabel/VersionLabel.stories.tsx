import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VersionLabel } from './VersionLabel.js';

const meta = {
  title: 'Shell/VersionLabel',
  component: VersionLabel,
  // Fixed to the viewport's bottom right, like in the app: the canvas must be the viewport.
  parameters: { layout: 'fullscreen' },
  args: { version: '0.1.0' },
} satisfies Meta<typeof VersionLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByTestId('app-version');
    await expect(label).toHaveTextContent(/^v0\.1\.0$/);
    const box = label.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    await expect(box.left).toBeGreaterThan(view.clientWidth / 2);
    await expect(box.top).toBeGreaterThan(view.clientHeight / 2);
  },
};

/** A pre-release build: the label grows to the left and stays on one line. */
export const PreRelease: Story = {
  args: { version: '1.12.0-rc.3+build.20261122' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByTestId('app-version');
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
  },
};

/** Over page content: the label keeps its own background, so its contrast never depends on what scrolls beneath it. */
export const OverContent: Story = {
  render: (args) => (
    <>
      <p style={{ position: 'fixed', right: 0, bottom: 0, margin: 0, fontSize: '4rem' }}>
        Transcript text underneath
      </p>
      <VersionLabel {...args} />
    </>
  ),
};
