import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VERSIONS } from '../../testing/fixtures.js';
import { inPage, settled } from '../../testing/stories.js';
import { LatestUpdatesDialog } from './LatestUpdatesDialog.js';

const meta = {
  title: 'Updates/LatestUpdatesDialog',
  component: LatestUpdatesDialog,
  args: { version: VERSIONS[0], onClose: fn(), onMore: fn() },
} satisfies Meta<typeof LatestUpdatesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The important new version, with its notes; 'Got it' closes it and records it as seen. */
export const NewVersion: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'What’s new' });
    await settled(dialog);
    await expect(dialog).toHaveAccessibleDescription('Version 1.4.0 is here · Faster exports');
    await expect(screen.getByText(/twice as fast/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledWith('1.4.0');
    await expect(args.onMore).not.toHaveBeenCalled();
  },
};

/** Escape is a close too: the version is recorded as seen. */
export const CloseWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledWith('1.4.0');
  },
};

/** 'See all updates' closes it (seen) and asks the app to open the update log. */
export const SeeAllUpdates: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    const more = await screen.findByRole('button', { name: 'See all updates' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledWith('1.4.0');
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

/** No version to announce: nothing shows. */
export const NothingToShow: Story = {
  args: { version: undefined },
  play: async ({ canvasElement }) => {
    await expect(inPage(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
