import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPage, OpenState, settled } from '../../testing/stories.js';
import { MessageBox, type MessageBoxProps } from './MessageBox.js';

type DemoProps = Omit<MessageBoxProps, 'open' | 'onOpenChange'> & { initialOpen?: boolean };

function Demo({ initialOpen, ...props }: DemoProps) {
  return (
    <OpenState trigger="Delete file" initialOpen={initialOpen}>
      {(open, setOpen) => <MessageBox {...props} open={open} onOpenChange={setOpen} />}
    </OpenState>
  );
}

const meta = {
  title: 'Dialogs/MessageBox',
  component: Demo,
  args: {
    title: 'Delete this file?',
    message: 'It will be removed from your cloud storage and cannot be recovered.',
    tone: 'danger',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An alert dialog: focus starts on Cancel, so Enter alone never destroys anything. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete file' });
    await userEvent.click(trigger);
    const box = await inPage(canvasElement).findByRole('alertdialog', {
      name: 'Delete this file?',
    });
    await expect(box).toHaveAccessibleDescription(/cannot be recovered/);
    await expect(getComputedStyle(box).borderTopWidth).toBe('4px'); // the tone's bar
    await expect(within(box).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(box).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledWith('');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** Cancel and Escape close it without confirming; the backdrop does not. */
export const Cancel: Story = {
  args: { tone: 'warning', confirmLabel: undefined, title: 'Leave the editor?' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete file' });
    await userEvent.click(trigger);
    let box = await inPage(canvasElement).findByRole('alertdialog');
    await settled(box); // visible once its opening fade has run
    await expect(within(box).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await userEvent.click(box.previousElementSibling as HTMLElement);
    await expect(box).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await userEvent.click(trigger);
    box = await inPage(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** An async confirmation: loading on the button, the box stays until the work is done. */
export const Loading: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    initialOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const box = await inPage(canvasElement).findByRole('alertdialog');
    await settled(box); // visible once its opening fade has run
    const confirm = within(box).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(box).getByRole('status')).toHaveTextContent('Please wait…');
    await expect(within(box).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(confirm); // a second click while busy does nothing
    await expect(box).toBeVisible();
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A failed confirmation keeps the box open and says why; the user can try again. */
export const Failure: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('The file is being processed.'))),
    initialOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const box = await inPage(canvasElement).findByRole('alertdialog');
    await settled(box); // visible once its opening fade has run
    const confirm = within(box).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(await within(box).findByRole('alert')).toHaveTextContent(
      'The file is being processed.',
    );
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(box).toBeVisible();
  },
};

/** A prompt: the input gets focus, a value refused by the pattern shows the default message. */
export const PromptWithPattern: Story = {
  args: {
    title: 'Rename file',
    message: 'Letters, digits, dashes and dots only.',
    tone: 'info',
    confirmLabel: 'Rename',
    input: { label: 'New name', pattern: /^[\w.-]+$/, defaultValue: 'interview.mp3' },
    initialOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const box = await inPage(canvasElement).findByRole('alertdialog', { name: 'Rename file' });
    const input = within(box).getByRole('textbox', { name: 'New name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('interview.mp3');
    await userEvent.clear(input);
    await userEvent.type(input, 'my interview{Enter}');
    const error = await within(box).findByRole('alert');
    await expect(error).toHaveTextContent('Please enter a valid value.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid value.');
    await expect(input).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'my-interview.mp3{Enter}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledWith('my-interview.mp3');
  },
};

/** An async validator with its own message, and a configured message for the pattern. */
export const PromptWithValidator: Story = {
  args: {
    title: 'Redeem a code',
    message: 'Enter the code from your purchase.',
    tone: 'info',
    confirmLabel: 'Redeem',
    input: {
      label: 'Code',
      pattern: /^[A-Z0-9-]{4,}$/,
      errorMessage: 'Codes have at least 4 capital letters or digits.',
      validator: async (value) => (value === 'USED-1' ? 'This code was already redeemed.' : true),
    },
    initialOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const box = await inPage(canvasElement).findByRole('alertdialog', { name: 'Redeem a code' });
    const input = within(box).getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'ab{Enter}');
    await expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Codes have at least 4 capital letters or digits.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'USED-1');
    await userEvent.click(within(box).getByRole('button', { name: 'Redeem' }));
    await expect(await within(box).findByRole('alert')).toHaveTextContent(
      'This code was already redeemed.',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A key's row whose Revoke button the confirmed revoke replaces with a badge. */
function RevocableRow(props: Omit<DemoProps, 'initialOpen'>) {
  const row = useRef<HTMLLIElement>(null);
  const [open, setOpen] = useState(false);
  const [revoked, setRevoked] = useState(false);
  return (
    <ul>
      <li ref={row} tabIndex={-1}>
        Deploy key{' '}
        {revoked ? (
          <span>Revoked</span>
        ) : (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Revoke
            </button>
            <MessageBox
              {...props}
              open={open}
              onOpenChange={setOpen}
              returnFocus={row}
              onConfirm={() => setRevoked(true)}
            />
          </>
        )}
      </li>
    </ul>
  );
}

/** The confirmed action removed the button that opened the box: focus goes to the row named. */
export const ConfirmRemovesItsOpener: Story = {
  args: { title: 'Revoke Deploy key?', confirmLabel: 'Revoke' },
  render: (args) => <RevocableRow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Revoke' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const box = await inPage(canvasElement).findByRole('alertdialog');
    await userEvent.tab();
    await expect(within(box).getByRole('button', { name: 'Revoke' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).not.toBeInTheDocument());
    await expect(canvas.getByText('Revoked')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('listitem')).toHaveFocus());
  },
};
