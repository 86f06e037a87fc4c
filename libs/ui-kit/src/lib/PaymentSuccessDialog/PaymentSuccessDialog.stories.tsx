import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPage, OpenState } from '../../testing/stories.js';
import { PaymentSuccessDialog, type PaymentSuccessDialogProps } from './PaymentSuccessDialog.js';

type DemoProps = Omit<PaymentSuccessDialogProps, 'open'>;

function Demo({ onOpenChange, ...props }: DemoProps) {
  return (
    <OpenState trigger="Back from checkout" initialOpen onChange={onOpenChange}>
      {(open, setOpen) => <PaymentSuccessDialog {...props} open={open} onOpenChange={setOpen} />}
    </OpenState>
  );
}

const meta = {
  title: 'Dialogs/PaymentSuccessDialog',
  component: Demo,
  args: { value: '9.99', currency: 'USD', onOpenChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount in US format; the action button closes it from the keyboard. */
export const Dollars: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'Payment successful' });
    await expect(dialog).toHaveAccessibleDescription(
      'Thank you for your purchase of $9.99. Your account has been updated.',
    );
    await userEvent.tab(); // from the close button to the action
    await expect(within(dialog).getByRole('button', { name: 'Start creating' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Euros in German: comma decimals, the sign after the amount. */
export const EurosInGerman: Story = {
  args: { value: '19.9', currency: 'EUR' },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', {
      name: 'Zahlung erfolgreich',
    });
    await expect(dialog).toHaveAccessibleDescription(/19,90\s€/);
  },
};

/** Yen in Japanese: no decimals. */
export const YenInJapanese: Story = {
  args: { value: '1200', currency: 'JPY' },
  globals: { locale: 'ja-JP' },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(/￥1,200/);
  },
};

/** A tampered query: the unreadable amount is left out, the thanks remain. */
export const UnreadableAmount: Story = {
  args: { value: '9.99abc', currency: 'USD' },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Thank you for your purchase. Your account has been updated.',
    );
  },
};

/**
 * Opened on load, nothing had focus: closing it puts focus on the page's main heading (by
 * script only), not on the body from where Tab would start over at the top.
 */
export const ClosedAfterOpeningOnLoad: Story = {
  render: (args) => (
    <main>
      <h1>Pricing</h1>
      <Demo {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Pricing' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};
