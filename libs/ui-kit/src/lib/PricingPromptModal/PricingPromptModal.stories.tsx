import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPage, OpenState } from '../../testing/stories.js';
import { navigate, withStoryRouter } from '../../testing/story-router.js';
import { InsufficientCreditModal } from './InsufficientCreditModal.js';
import type { PricingPromptModalProps } from './PricingPromptModal.js';
import { ShopPromptModal } from './ShopPromptModal.js';

interface DemoProps {
  kind: 'shop' | 'credit';
  onOpenChange: PricingPromptModalProps['onOpenChange'];
}

function Demo({ kind, onOpenChange }: DemoProps) {
  const Prompt = kind === 'shop' ? ShopPromptModal : InsufficientCreditModal;
  return (
    <OpenState trigger="Use the feature" onChange={onOpenChange}>
      {(open, setOpen) => <Prompt open={open} onOpenChange={setOpen} />}
    </OpenState>
  );
}

const meta = {
  title: 'Dialogs/PricingPrompts',
  component: Demo,
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  args: { kind: 'shop', onOpenChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop prompt: at most 300px wide; its link goes to /pricing and closes it. */
export const ShopPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the feature' }));
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'Upgrade your plan' });
    await expect(dialog).toHaveAccessibleDescription(/included in our paid plans/);
    await expect(dialog.offsetWidth).toBeLessThanOrEqual(300);
    const link = within(dialog).getByRole('link', { name: 'See plans' });
    await expect(link).toHaveAttribute('href', '/pricing');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(navigate).toHaveBeenCalledWith('/pricing');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The close button dismisses it without going anywhere. */
export const ShopPromptClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the feature' }));
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Enter}'); // focus starts on the close button
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Not enough credits, in German: the link keeps the locale prefix. */
export const InsufficientCreditGerman: Story = {
  args: { kind: 'credit' },
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use the feature' }));
    const dialog = await inPage(canvasElement).findByRole('dialog', {
      name: 'Nicht genug Credits',
    });
    await expect(within(dialog).getByRole('button', { name: 'Dialog schließen' })).toHaveFocus();
    const link = within(dialog).getByRole('link', { name: 'Credits aufladen' });
    await expect(link).toHaveAttribute('href', '/de-DE/pricing');
  },
};

/** Not enough credits: the wider default dialog with both ways out. */
export const InsufficientCredit: Story = {
  args: { kind: 'credit' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use the feature' }));
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: 'Not enough credits' });
    await expect(dialog).toHaveAccessibleDescription(/enough credits for this task/);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Get credits' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
