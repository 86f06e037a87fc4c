import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStoryRouter } from '../../testing/story-router.js';
import { ErrorPage } from './ErrorPage.js';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  decorators: [withStoryRouter],
  args: { status: 404, onHome: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 404: the code, a heading and the localized app.404 text; Enter on the button goes home. */
export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(canvas.getByText('Sorry, we couldn’t find that page.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHome).toHaveBeenCalledOnce();
  },
};

/** The catch-all route: the message names the path. */
export const UnknownRoute: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page not found: /no/such/page')).toBeVisible();
  },
};

/** A server error for a user offered a coupon: the coupon button goes to /pricing?coupon=true. */
export const ServerErrorWithCoupon: Story = {
  args: { status: 500, message: 'The transcription service is restarting.', showCoupon: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Error 500' })).toBeVisible();
    await expect(canvas.getByText('The transcription service is restarting.')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    const coupon = canvas.getByRole('link', { name: 'Claim my discount' });
    await expect(coupon).toHaveFocus();
    await expect(coupon).toHaveAttribute('href', '/pricing?coupon=true');
  },
};
