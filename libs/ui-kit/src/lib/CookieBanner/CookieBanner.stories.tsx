import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner } from './CookieBanner.js';

const meta = {
  title: 'Shell/CookieBanner',
  component: CookieBanner,
  // Fixed to the bottom of the viewport, like in the app.
  parameters: { layout: 'fullscreen' },
  args: { onAccept: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its title; the privacy policy opens in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'We value your privacy' });
    const link = within(banner).getByRole('link', { name: /Read our privacy policy/ });
    await expect(link).toHaveAttribute('href', '/privacy-policy');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Read our privacy policy (opens in a new tab)');
    const view = canvasElement.ownerDocument.documentElement;
    await expect(banner.getBoundingClientRect().bottom).toBeGreaterThan(view.clientHeight - 40);
  },
};

/** From the keyboard: Tab reaches the link, then Accept; Enter accepts. */
export const AcceptWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region');
    await userEvent.tab();
    await expect(within(banner).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** In Chinese the policy link stays bare: /privacy-policy is not localized. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: '我们重视您的隐私' });
    await expect(within(banner).getByRole('link')).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(within(banner).getByRole('button', { name: '接受' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};
