import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigate, withStoryRouter } from '../../testing/story-router.js';
import { Footer } from './Footer.js';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: { layout: 'fullscreen' },
  args: {
    onOpenUpdateLog: fn(),
    year: 2025,
    comparisons: [
      { slug: 'otter-ai-alternative', competitor: 'Otter.ai' },
      { slug: 'descript-alternative', competitor: 'Descript' },
    ],
    socialLinks: [
      { network: 'YouTube', href: 'https://www.youtube.com/@captio' },
      { network: 'X', href: 'https://x.com/captio' },
    ],
    roadmapUrl: 'https://roadmap.captio.example',
    contactEmail: 'support@captio.example',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: each group is a navigation landmark named by its heading. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(8);
    for (const name of [
      'Tools',
      'Converters',
      'Downloaders',
      'Resources',
      'Company',
      'Compare',
      'Follow us',
      'Legal',
    ]) {
      await expect(canvas.getByRole('navigation', { name })).toBeVisible();
    }
    const downloaders = canvas.getByRole('navigation', { name: 'Downloaders' });
    await expect(within(downloaders).getAllByRole('link')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Otter.ai alternative' })).toHaveAttribute(
      'href',
      '/blog/otter-ai-alternative',
    );
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:support@captio.example',
    );
    await expect(canvas.getByText('© 2025 Captio. All rights reserved.')).toBeVisible();
  },
};

/** Social and roadmap links open in a new tab, without giving the new page a handle on this one, and say so. */
export const ExternalLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of [
      canvas.getByRole('link', { name: 'Follow us on YouTube' }),
      canvas.getByRole('link', { name: 'Follow us on X' }),
      canvas.getByRole('link', { name: 'Product roadmap' }),
    ]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    }
  },
};

/** In-app links go through the router; the update log opens from the keyboard. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Transcribe audio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/transcribe-audio');
    const updateLog = canvas.getByRole('button', { name: 'What’s new' });
    updateLog.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenUpdateLog).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onOpenUpdateLog).toHaveBeenCalledTimes(2);
  },
};

/** Without comparisons, social links, roadmap or contact address: those are simply not there. */
export const Minimal: Story = {
  args: { comparisons: [], socialLinks: [], roadmapUrl: undefined, contactEmail: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(6);
    await expect(canvas.queryByRole('link', { name: 'Contact us' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Product roadmap' })).toBeNull();
  },
};

/** In Simplified Chinese: localized paths carry /zh-CN, unlocalized ones do not. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'YouTube 转 MP3' })).toHaveAttribute(
      'href',
      '/zh-CN/youtube-to-mp3',
    );
    await expect(canvas.getByRole('link', { name: '播客' })).toHaveAttribute('href', '/podcast');
    await expect(canvas.getByRole('link', { name: 'Otter.ai 替代方案' })).toHaveAttribute(
      'href',
      '/zh-CN/blog/otter-ai-alternative',
    );
    await expect(canvas.getByRole('navigation', { name: '下载工具' })).toBeVisible();
  },
};
