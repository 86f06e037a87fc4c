import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CLOUD_FILES, STORAGE } from '../../testing/fixtures.js';
import { inPage, OpenState, settled } from '../../testing/stories.js';
import { withStoryRouter } from '../../testing/story-router.js';
import { StorageBanner } from '../StorageBanner/StorageBanner.js';
import { CloudFileDrawer, type CloudFileDrawerProps } from './CloudFileDrawer.js';

/** The drawer with the account-menu button that opens it, as in the app. */
function DrawerWithTrigger({ open, onOpenChange, ...props }: CloudFileDrawerProps) {
  return (
    <OpenState trigger="Cloud files" initialOpen={open} onChange={onOpenChange}>
      {(isOpen, setOpen) => <CloudFileDrawer {...props} open={isOpen} onOpenChange={setOpen} />}
    </OpenState>
  );
}

const meta = {
  title: 'Cloud/CloudFileDrawer',
  component: CloudFileDrawer,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  render: (args) => <DrawerWithTrigger {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    files: CLOUD_FILES,
    ...STORAGE,
    currentFileHash: CLOUD_FILES[0]?.file_hash,
    onDelete: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    banner: (
      <StorageBanner
        name="Ada Lovelace"
        avatarUrl={null}
        level={1}
        {...STORAGE}
        onBuy={() => undefined}
      />
    ),
  },
} satisfies Meta<typeof CloudFileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const opacityOf = (element: Element) => Number(getComputedStyle(element).opacity);

/** Desktop: 420px from the left; the open file is highlighted; delete shows on hover or focus. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    const drawer = await screen.findByRole('dialog', { name: 'Cloud files' });
    await settled(drawer);
    await expect(drawer).toHaveAccessibleDescription(/Storage used: 1\.50 GB.*10\.00 GB/);
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(420);

    const list = screen.getByRole('list', { name: '3 files' });
    await expect(list.children).toHaveLength(3);
    const current = screen.getByRole('link', { name: 'Quarterly all-hands meeting.mp4' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', `/result/${CLOUD_FILES[0]?.file_hash}`);
    await expect(screen.getAllByRole('img', { name: 'Audio file' })).toHaveLength(2);
    await expect(screen.getByRole('img', { name: 'Video file' })).toBeVisible();

    // The open file's delete button is always there; the others appear on keyboard focus.
    const deleteCurrent = screen.getByRole('button', { name: /^Delete Quarterly/ });
    const deleteOther = screen.getByRole('button', { name: /^Delete 播客/ });
    await expect(opacityOf(deleteCurrent)).toBe(1);
    await expect(opacityOf(deleteOther)).toBe(0);
    screen.getByRole('link', { name: /播客/ }).focus();
    await waitFor(() => expect(opacityOf(deleteOther)).toBe(1));
    await userEvent.tab();
    await expect(deleteOther).toHaveFocus();
    await expect(opacityOf(deleteOther)).toBe(1);
  },
};

/** Mobile: 92% of the screen, and every delete button visible (no hover on touch). */
export const Mobile: Story = {
  args: { mobile: true, currentFileHash: null },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    const drawer = await screen.findByRole('dialog', { name: 'Cloud files' });
    await settled(drawer);
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(
      Math.round(viewport * 0.92),
    );
    for (const button of screen.getAllByRole('button', { name: /^Delete / })) {
      await expect(opacityOf(button)).toBe(1);
    }
    await expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { files: [], totalSize: 0 },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await expect(await screen.findByText('No files yet')).toBeVisible();
    await expect(screen.getByText(/Files you upload are kept here/)).toBeVisible();
    await expect(screen.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading your files…');
    await expect(screen.queryByRole('list')).toBeNull();
  },
};

/** Following a file name closes the drawer (the app navigates to its result page). */
export const OpenAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    const link = await screen.findByRole('link', { name: /interview-raw-take-2/ });
    await userEvent.click(link);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes the drawer and gives focus back to the button that opened it. */
export const KeyboardOpenAndClose: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    const trigger = screen.getByRole('button', { name: 'Cloud files' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Cloud files' });
    await settled(drawer);
    await expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Delete: a warning to confirm; Cancel keeps the file; Delete shows progress, then closes. */
export const DeleteAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    const deleteButton = await screen.findByRole('button', { name: /^Delete interview/ });
    deleteButton.focus();
    await userEvent.keyboard('{Enter}');
    let confirm = await screen.findByRole('alertdialog', { name: /^Delete interview/ });
    await settled(confirm);
    await expect(confirm).toHaveAccessibleDescription(/cannot be recovered/);
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(deleteButton).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    confirm = await screen.findByRole('alertdialog');
    await settled(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const busy = await screen.findByRole('button', { name: 'Deleting…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(CLOUD_FILES[2]?.uuid);
    await userEvent.click(busy);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The drawer stays open: the app refreshes the list.
    await expect(screen.getByRole('dialog', { name: 'Cloud files' })).toBeVisible();
  },
};

/** A failed deletion keeps the confirmation open with an error; nothing is lost. */
export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('503'))) },
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await userEvent.click(await screen.findByRole('button', { name: /^Delete 播客/ }));
    await settled(await screen.findByRole('alertdialog'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(/could not be deleted/);
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByRole('list', { name: '3 files' }).children).toHaveLength(3);
  },
};
