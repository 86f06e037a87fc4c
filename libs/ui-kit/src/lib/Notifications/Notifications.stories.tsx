import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { DELETE_SUCCESS_TOAST_MS, type Notification } from './notification.js';
import { useNotify } from './notifications-context.js';
import { NotificationsProvider } from './NotificationsProvider.js';

type Trigger = Omit<Notification, 'callback'>;

interface DemoProps {
  notification: Trigger;
  /** The toast's callback: runs when it closes. */
  onClosed: () => void;
}

function Trigger({ notification, onClosed }: DemoProps) {
  const { notify, dismiss } = useNotify();
  return (
    <>
      <ActionButton onClick={() => notify({ ...notification, callback: onClosed })}>
        Notify
      </ActionButton>
      {notification.id && (
        <ActionButton onClick={() => dismiss(notification.id ?? '')}>
          Dismiss from the app
        </ActionButton>
      )}
    </>
  );
}

function Demo(props: DemoProps) {
  return (
    <NotificationsProvider>
      <Trigger {...props} />
    </NotificationsProvider>
  );
}

const meta = {
  title: 'Feedback/Notifications',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: {
    notification: { title: 'Transcript saved', description: 'Your edits are in the cloud.' },
    onClosed: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });

async function notifyOnce(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
  return within(region(canvasElement)).findByRole('listitem');
}

/** A toast in the labelled region; its close button dismisses it and runs the callback once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toast = await notifyOnce(canvasElement);
    await expect(toast).toHaveTextContent('Transcript saved');
    await expect(toast).toHaveTextContent('Your edits are in the cloud.');
    await expect(getComputedStyle(toast).borderLeftWidth).toBe('4px'); // the colour's edge
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** An error with the default title, announced assertively, gone after its timeout. */
export const ErrorToast: Story = {
  args: {
    notification: { color: 'error', description: 'The upload failed.', timeout: 800 },
  },
  play: async ({ canvasElement, args }) => {
    const toast = await notifyOnce(canvasElement);
    await expect(toast).toHaveTextContent('Something went wrong');
    const doc = canvasElement.ownerDocument;
    await waitFor(() =>
      expect(doc.querySelector('[aria-live="assertive"]')).toHaveTextContent(/The upload failed/),
    );
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** A success toast is announced politely and leaves after the delete-success delay (1.5 s). */
export const SuccessToast: Story = {
  args: {
    notification: { color: 'success', title: 'File deleted', timeout: DELETE_SUCCESS_TOAST_MS },
  },
  play: async ({ canvasElement, args }) => {
    const toast = await notifyOnce(canvasElement);
    const doc = canvasElement.ownerDocument;
    await waitFor(() =>
      expect(doc.querySelector('[aria-live="polite"]')).toHaveTextContent(/File deleted/),
    );
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** No timeout: the toast stays until dismissed — from the keyboard: F8, Tab, Escape. */
export const Sticky: Story = {
  args: {
    notification: {
      color: 'warning',
      title: 'Network error',
      description: 'Check your connection.',
      timeout: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const toast = await notifyOnce(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(toast).toBeInTheDocument();
    await userEvent.keyboard('[F8]');
    await expect(within(region(canvasElement)).getByRole('list')).toHaveFocus();
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** Hovering the toasts pauses their timer; leaving resumes it. */
export const PausesOnHover: Story = {
  args: { notification: { title: 'Copied', timeout: 600 } },
  play: async ({ canvasElement }) => {
    const toast = await notifyOnce(canvasElement);
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Actions, an icon and no close button: the action runs and closes the toast. */
export const WithAction: Story = {
  args: {
    notification: {
      title: 'File moved to the bin',
      icon: '🗑',
      closeButton: false,
      timeout: null,
      color: 'info',
      actions: [{ label: 'Undo', altText: 'Open the bin to restore it', onClick: fn() }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const toast = await notifyOnce(canvasElement);
    await expect(within(toast).queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(args.notification.actions?.[0]?.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** The app dismisses by id; notifying the same id again replaces the toast instead of stacking. */
export const DismissById: Story = {
  args: { notification: { id: 'upload', title: 'Uploading…', timeout: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await notifyOnce(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await waitFor(() =>
      expect(within(region(canvasElement)).getAllByRole('listitem')).toHaveLength(1),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss from the app' }));
    await waitFor(() =>
      expect(within(region(canvasElement)).queryAllByRole('listitem')).toHaveLength(0),
    );
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** An avatar image beside the text (decorative: the title says who). */
export const WithAvatar: Story = {
  args: {
    notification: {
      title: 'Ada shared a transcript',
      avatar:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" fill="%234338ca"/%3E%3C/svg%3E',
      timeout: null,
    },
  },
  play: async ({ canvasElement }) => {
    const toast = await notifyOnce(canvasElement);
    await waitFor(() => expect(toast.querySelector('img')).toHaveAttribute('alt', ''));
  },
};
