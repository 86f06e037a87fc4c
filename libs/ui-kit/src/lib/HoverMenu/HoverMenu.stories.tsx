import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '@captio/i18n/react';
import { OTHER_SITES_TO_MP4, YOUTUBE_TO_MP4 } from '../navigation/destinations.js';
import { sleep } from '../../testing/stories.js';
import { navigate, withStoryRouter } from '../../testing/story-router.js';
import { HoverMenu, type HoverMenuProps } from './HoverMenu.js';

/** The header's downloader link, as the header builds it. */
function Downloader(props: Partial<HoverMenuProps>) {
  const t = useT();
  return (
    <HoverMenu
      href={YOUTUBE_TO_MP4.href}
      label={t(YOUTUBE_TO_MP4.label)}
      menuLabel={t('header.downloader')}
      items={OTHER_SITES_TO_MP4.map(({ href, label }) => ({ href, label: t(label) }))}
      {...props}
    />
  );
}

const meta = {
  title: 'Shell/HoverMenu',
  component: Downloader,
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  // Room below the link for the menu, so that axe sees it within the page.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Downloader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Pointing at the link opens the menu at once; leaving closes it 200 ms later. */
export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'YouTube to MP4' });
    await expect(link).toHaveAttribute('href', '/youtube-to-mp4');
    await userEvent.hover(link);
    const menu = await body(canvasElement).findByRole('menu', { name: 'Video downloader' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['TikTok to MP4', 'X to MP4', 'Facebook to MP4', 'Instagram to MP4']);
    await expect(canvas.getByRole('button', { name: 'Video downloader' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The 200 ms grace itself is hover-intent's, tested on a fake clock (Menu/hover-intent.test.ts):
    // measured here against wall time, a busy machine would fail it.
    await userEvent.unhover(link);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** Crossing the gap from the link to the menu keeps it open; following an item navigates. */
export const CrossToTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'YouTube to MP4' });
    await userEvent.hover(link);
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.unhover(link);
    await userEvent.hover(menu);
    await sleep(400);
    const item = within(menu).getByRole('menuitem', { name: 'Facebook to MP4' });
    await userEvent.click(item);
    await expect(navigate).toHaveBeenCalledWith('/facebook-to-mp4');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** Hovering leaves focus alone: a field being typed in keeps it. */
export const HoverKeepsFocus: Story = {
  render: () => (
    <>
      <label>
        Search <input type="search" />
      </label>
      <Downloader />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    await userEvent.click(field);
    await userEvent.hover(canvas.getByRole('link', { name: 'YouTube to MP4' }));
    await body(canvasElement).findByRole('menu');
    await sleep(50);
    await expect(field).toHaveFocus();
    await userEvent.keyboard('mp4');
    await expect(field).toHaveValue('mp4');
    await userEvent.unhover(canvas.getByRole('link', { name: 'YouTube to MP4' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(field).toHaveFocus();
  },
};

/** A click on the chevron keeps a hover-opened menu open after the pointer leaves. */
export const ClickKeepsItOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Video downloader' });
    await userEvent.click(toggle);
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.unhover(toggle);
    await sleep(400);
    await expect(menu).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

/** Tab to the chevron, open with Enter, move with the arrows, close with Escape. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'YouTube to MP4' })).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Video downloader' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'TikTok to MP4' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'X to MP4' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/instagram-to-mp4');
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
  },
};

/** Type-ahead: letters typed within 350 ms of each other search together; a pause starts over. */
export const TypeAhead: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Video downloader' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('TikTok to MP4')).toHaveFocus());
    await userEvent.keyboard('fa');
    await expect(item('Facebook to MP4')).toHaveFocus();
    await sleep(450);
    await userEvent.keyboard('i');
    await expect(item('Instagram to MP4')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/** The links carry the reader's locale. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'YouTube 转 MP4' });
    await expect(link).toHaveAttribute('href', '/zh-CN/youtube-to-mp4');
    await userEvent.hover(link);
    const menu = await body(canvasElement).findByRole('menu', { name: '视频下载' });
    await expect(within(menu).getByRole('menuitem', { name: 'X 转 MP4' })).toHaveAttribute(
      'href',
      '/zh-CN/x-to-mp4',
    );
    await userEvent.unhover(link);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};
