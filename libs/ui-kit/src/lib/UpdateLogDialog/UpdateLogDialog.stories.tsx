import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VERSIONS } from '../../testing/fixtures.js';
import { inPage, settled } from '../../testing/stories.js';
import { UpdateLogDialog, type UpdateLogDialogProps } from './UpdateLogDialog.js';

/** The app's side: confirming a version drops it from not_viewed once the list reloads. */
function UpdateLogWithServer({ notViewed: initial, onConfirm, ...props }: UpdateLogDialogProps) {
  const [notViewed, setNotViewed] = useState(initial);
  return (
    <UpdateLogDialog
      {...props}
      notViewed={notViewed}
      onConfirm={async (version) => {
        await onConfirm(version);
        setNotViewed((list) => list.filter((v) => v !== version));
      }}
    />
  );
}

const meta = {
  title: 'Updates/UpdateLogDialog',
  component: UpdateLogDialog,
  render: (args) => <UpdateLogWithServer {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'ready',
    versions: VERSIONS,
    notViewed: ['1.4.0', '1.3.2', '1.3.0'],
    signedIn: true,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    onRetry: fn(),
  },
} satisfies Meta<typeof UpdateLogDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (screen: ReturnType<typeof inPage>, version: string) =>
  screen.getByRole('button', { name: new RegExp(`^${version.replaceAll('.', '\\.')} `) });

/** Newest first, the first two open; headings open and close with the keyboard. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Update log' });
    await settled(dialog);
    await expect(dialog.getBoundingClientRect().width).toBe(666);
    const headings = screen.getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^1\.4\.0Faster exportsImportant update/),
      expect.stringMatching(/^1\.3\.2Bug fixes/),
      expect.stringMatching(/^1\.3\.0Cloud drive/),
    ]);
    await expect(trigger(screen, '1.4.0')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(screen, '1.3.2')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(screen, '1.3.0')).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByRole('link', { name: 'our blog' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    trigger(screen, '1.3.2').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger(screen, '1.3.0')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger(screen, '1.3.0')).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByText(/Uploads are stored in your cloud drive/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger(screen, '1.3.0')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Confirming an important entry: progress on the button, then it reads as read. */
export const ConfirmImportantEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    const confirm = await screen.findByRole('button', { name: 'Mark as read' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('button', { name: 'Marking as read…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('1.4.0');
    await expect(await screen.findByText('Read')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  },
};

export const ConfirmFails: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark this update as read. Please try again.',
    );
    await expect(screen.getByRole('button', { name: 'Mark as read' })).toBeVisible();
  },
};

/** Visitors see the important badge, but only signed-in users mark as read. */
export const Anonymous: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await expect(screen.getAllByText('Important update')).toHaveLength(2);
    await expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  },
};

/** An important entry read before: no button, a read mark. */
export const AlreadyRead: Story = {
  args: { notViewed: [] },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await expect(screen.getByText('Read')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The list could not be loaded: the error and a retry button. */
export const LoadFailed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the update log.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await expect(screen.getByText('No updates yet.')).toBeVisible();
  },
};

/** Release notes with hostile markup: nothing but the allowlist reaches the page. */
export const HostileNotes: Story = {
  args: {
    versions: [
      {
        version: '0.0.1',
        version_name: 'Test',
        version_info:
          '<p onclick="alert(1)">Text</p><script>window.hacked = 1</script><img src=x onerror="window.hacked = 2"><a href="javascript:window.hacked = 3">bad link</a><iframe src="https://example.com"></iframe>',
        created_time: '2025-01-01T00:00:00Z',
        importance: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = inPage(canvasElement);
    const dialog = await screen.findByRole('dialog');
    await settled(dialog);
    await expect(dialog.querySelector('script, img, iframe, [onclick]')).toBeNull();
    await expect(screen.queryByRole('link', { name: 'bad link' })).toBeNull();
    await expect(screen.getByText('bad link')).toBeVisible();
    await expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  },
};

/** Escape closes it and tells the app. */
export const CloseWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = inPage(canvasElement);
    await settled(await screen.findByRole('dialog'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
