import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { inPage, OpenState, settled } from '../../testing/stories.js';
import { Modal, type ModalProps } from './Modal.js';

type DemoProps = Omit<ModalProps, 'open'> & { initialOpen?: boolean };

/** The app's side: it owns `open`, and the footer's own button closes the modal. */
function Demo({ initialOpen, onOpenChange, footer, ...props }: DemoProps) {
  return (
    <OpenState trigger="Open dialog" initialOpen={initialOpen} onChange={onOpenChange}>
      {(open, setOpen) => (
        <Modal
          {...props}
          open={open}
          onOpenChange={setOpen}
          footer={
            footer ?? (
              <ActionButton variant="primary" onClick={() => setOpen(false)}>
                Done
              </ActionButton>
            )
          }
        />
      )}
    </OpenState>
  );
}

const meta = {
  title: 'Dialogs/Modal',
  component: Demo,
  args: {
    onOpenChange: fn(),
    title: 'Export settings',
    description: 'Choose how the transcript is written.',
    children: <p style={{ margin: 0 }}>Subtitles keep their timing; plain text drops it.</p>,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, keeps Tab inside, closes on Escape and gives focus back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'Export settings' });
    await expect(dialog).toHaveAccessibleDescription('Choose how the transcript is written.');
    const close = within(dialog).getByRole('button', { name: 'Close dialog' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus(); // focus is trapped
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** The × button and a click on the backdrop both close it. */
export const CloseButtonAndBackdrop: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    let dialog = await inPage(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(trigger);
    dialog = await inPage(canvasElement).findByRole('dialog');
    const backdrop = dialog.previousElementSibling;
    await expect(backdrop).toBeInstanceOf(HTMLElement);
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** Not closable: Escape, backdrop clicks and close attempts are ignored; no × shows. */
export const NotClosable: Story = {
  args: {
    closable: false,
    title: 'Uploading',
    description: 'Keep this page open until the upload is done.',
    children: undefined,
    initialOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'Uploading' });
    await settled(dialog); // visible once its opening fade has run
    await expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.previousElementSibling as HTMLElement);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The update-log width (666px), never wider than the viewport. */
export const Wide: Story = {
  args: { width: 666, title: 'What’s new', initialOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'What’s new' });
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    // offsetWidth: the layout width, whatever the opening animation scales.
    await expect(dialog.offsetWidth).toBe(Math.min(666, viewport - 32));
  },
};

/** Above the page at the modal base z-index (2000), without a description. */
export const TitleOnly: Story = {
  args: { description: undefined, title: 'Saved', initialOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'Saved' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(getComputedStyle(dialog).zIndex).toBe('2000');
  },
};
