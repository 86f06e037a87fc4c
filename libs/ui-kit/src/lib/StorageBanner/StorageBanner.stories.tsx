import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GB, STORAGE } from '../../testing/fixtures.js';
import { withStoryRouter } from '../../testing/story-router.js';
import { StorageBanner } from './StorageBanner.js';

// A 1x1 PNG: an avatar that really loads, without the network.
const AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const meta = {
  title: 'Cloud/StorageBanner',
  component: StorageBanner,
  decorators: [withStoryRouter, (Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  args: { name: 'Ada Lovelace', avatarUrl: AVATAR, level: 1, ...STORAGE, onBuy: fn() },
} satisfies Meta<typeof StorageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid user: used / total in GB and a bar of used against capacity. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Cloud storage' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Personal space' })).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Cloud storage' });
    await expect(bar).toHaveAttribute('aria-valuenow', '15');
    await expect(bar).toHaveAttribute('aria-valuetext', '15% of storage used');
    await expect(canvas.getByText('1.50 GB of 10.00 GB used')).toBeVisible();
    const avatar = canvas.getByRole('img', { name: 'Avatar of Ada Lovelace' });
    await waitFor(() => expect(avatar.querySelector('img')).not.toBeNull());
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Level 0: only the capacity and a buy button to /pricing. */
export const Free: Story = {
  args: { level: 0, totalSize: 0, driveSize: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.00 GB of cloud storage')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const buy = canvas.getByRole('link', { name: 'Get more storage' });
    await expect(buy).toHaveAttribute('href', '/pricing');
    await userEvent.tab();
    await expect(buy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** An avatar address containing 404 shows the initials of the name. */
export const InitialsForMissingAvatar: Story = {
  args: { avatarUrl: 'https://cdn.example.com/avatar/404.png' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar of Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** An avatar that fails to load falls back to the initials too; CJK names show one character. */
export const InitialsForBrokenAvatar: Story = {
  args: { name: '李小龙', avatarUrl: 'http://127.0.0.1:9/unreachable.png' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar of 李小龙' });
    await waitFor(() => expect(avatar).toHaveTextContent('李'));
  },
};

/** Over capacity: the bar is full and says so; the label keeps the real figures. */
export const OverCapacity: Story = {
  args: { totalSize: 12 * GB, driveSize: 10 * GB },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '120% of storage used');
    await expect(canvas.getByText('12.00 GB of 10.00 GB used')).toBeVisible();
  },
};
