import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SHEET_DESTINATIONS } from '../../testing/header-fixtures.js';
import { HEADER_ACTION_ARGS } from '../../testing/header-story-args.js';
import { navigate, withStoryRouter } from '../../testing/story-router.js';
import { MobileMenu } from './MobileMenu.js';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  args: HEADER_ACTION_ARGS,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openSheet(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  return body(canvasElement).findByRole('dialog', { name: 'Navigation menu' });
}

/** A visitor: every destination, the API introduction, sign in and sign up; Tab stays inside; Escape closes. */
export const Anonymous: Story = {
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await expect(args.onAccountMenuOpen).not.toHaveBeenCalled();
    const nav = within(sheet).getByRole('navigation', { name: 'Main navigation' });
    // In order: blog, pricing and the API link first, then services and downloaders.
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      ...SHEET_DESTINATIONS.slice(0, 2),
      '/api-introduction',
      ...SHEET_DESTINATIONS.slice(2),
    ]);
    await expect(within(sheet).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Sign up free' })).toBeVisible();

    // Focus is kept in the sheet: Shift+Tab from the first control wraps to the last.
    await waitFor(() => expect(sheet.contains(sheet.ownerDocument.activeElement)).toBe(true));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(sheet.contains(sheet.ownerDocument.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

/** Following a link closes the sheet. */
export const FollowALink: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement);
    await userEvent.click(within(sheet).getByRole('link', { name: 'X to MP4' }));
    await expect(navigate).toHaveBeenCalledWith('/x-to-mp4');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** An API customer (level above 2): the API dashboard; the account actions close the sheet first. */
export const ApiCustomer: Story = {
  args: { user: { name: 'Grace Hopper', level: 3, point: 42 }, pageName: 'blog' },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await expect(args.onAccountMenuOpen).toHaveBeenCalledTimes(1);
    await expect(within(sheet).getByRole('link', { name: 'API dashboard' })).toHaveAttribute(
      'href',
      '/api-dashboard',
    );
    await expect(within(sheet).getByRole('link', { name: 'Back to workspace' })).toBeVisible();
    const account = within(sheet).getByRole('region', { name: 'Account: Grace Hopper' });
    await expect(within(account).getByRole('link', { name: 'Credits: 42' })).toHaveAttribute(
      'href',
      '/credits',
    );
    const cloudFiles = within(account).getByRole('button', { name: 'Cloud files' });
    cloudFiles.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(args.onOpenDrawer).toHaveBeenCalledTimes(1));
  },
};

/** On the workspace of the overseas build: no API link, no invite friends. */
export const OverseasWorkspace: Story = {
  args: {
    user: { name: 'Grace Hopper', level: 5, point: 42 },
    pageName: 'workspace',
    overseas: true,
  },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await expect(within(sheet).queryByRole('link', { name: /API/ })).toBeNull();
    await expect(within(sheet).queryByRole('button', { name: 'Invite friends' })).toBeNull();
    await expect(within(sheet).queryByRole('link', { name: 'Back to workspace' })).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

/** The language select and the update log. */
export const LanguageAndUpdateLog: Story = {
  play: async ({ canvasElement, args }) => {
    let sheet = await openSheet(canvasElement);
    const select = within(sheet).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en-US');
    await userEvent.selectOptions(select, '日本語');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ja-JP');
    await userEvent.click(within(sheet).getByRole('button', { name: 'What’s new' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(args.onOpenUpdateLog).toHaveBeenCalledTimes(1));
    sheet = await openSheet(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** Open, in Korean, as a signed-in free user (left open: axe checks the sheet itself). */
export const OpenInKorean: Story = {
  globals: { locale: 'ko-KR' },
  args: { defaultOpen: true, user: { name: '김민준', level: 0, point: 3 }, pageName: 'pricing' },
  play: async ({ canvasElement }) => {
    const sheet = await body(canvasElement).findByRole('dialog', { name: '탐색 메뉴' });
    await expect(within(sheet).getByRole('link', { name: '요금제' })).toHaveAttribute(
      'href',
      '/ko-KR/pricing',
    );
    await expect(within(sheet).getByRole('link', { name: /API/ })).toHaveAttribute(
      'href',
      '/ko-KR/api-introduction',
    );
    await expect(within(sheet).getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
  },
};
