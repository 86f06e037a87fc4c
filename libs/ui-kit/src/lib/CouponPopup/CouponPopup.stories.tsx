import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPage, OpenState } from '../../testing/stories.js';
import { navigate, withStoryRouter } from '../../testing/story-router.js';
import { CouponPopup, type CouponPopupProps } from './CouponPopup.js';

function Demo({ onClose }: Pick<CouponPopupProps, 'onClose'>) {
  return (
    <OpenState trigger="Show the offer" initialOpen onChange={onClose}>
      {(open, setOpen) => <CouponPopup open={open} onClose={() => setOpen(false)} />}
    </OpenState>
  );
}

const meta = {
  title: 'Dialogs/CouponPopup',
  component: Demo,
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  args: { onClose: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Claiming goes to /pricing?coupon=true and counts as closing. */
export const Claim: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'A gift for you' });
    const claim = within(dialog).getByRole('link', { name: 'Claim my discount' });
    await expect(claim).toHaveAttribute('href', '/pricing?coupon=true');
    await userEvent.click(claim);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/pricing?coupon=true');
  },
};

/** 'Maybe later' from the keyboard closes it. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Maybe later' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it too, and so counts as closing. */
export const Escape: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** In Korean, the claim link keeps the locale prefix. */
export const Korean: Story = {
  globals: { locale: 'ko-KR' },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('link')).toHaveAttribute(
      'href',
      '/ko-KR/pricing?coupon=true',
    );
  },
};

/** With the coupon on offer: its discount in the text and its code to copy. */
export const WithOffer: Story = {
  render: (args) => (
    <OpenState trigger="Show the offer" initialOpen onChange={args.onClose}>
      {(open, setOpen) => (
        <CouponPopup
          open={open}
          onClose={() => setOpen(false)}
          offer={{ code: 'WELCOME20', discount: '20%' }}
        />
      )}
    </OpenState>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'A gift for you' });
    await expect(dialog).toHaveAccessibleDescription(
      'Take 20% off your first plan with this code, on the pricing page.',
    );
    await expect(dialog).toHaveTextContent('Your code: WELCOME20');
  },
};
