import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '@captio/i18n/react';
import { headerUser } from '../../testing/header-fixtures.js';
import { HEADER_ACTION_ARGS } from '../../testing/header-story-args.js';
import { navigate, withStoryRouter } from '../../testing/story-router.js';
import { Header } from './Header.js';

const ada = headerUser(1);

const meta = {
  title: 'Shell/Header',
  component: Header,
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: { layout: 'fullscreen' },
  args: HEADER_ACTION_ARGS,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const menuClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());

/**
 * A header menu's live trigger: the page paints a stand-in, which the live menu replaces once a
 * pointer reaches it (Menu/DeferredMenu.tsx). Radix gives its trigger an id.
 */
async function liveTrigger(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.hover(canvas.getByRole('button', { name }));
  return waitFor(() => {
    const trigger = canvas.getByRole('button', { name });
    expect(trigger).toHaveAttribute('id');
    return trigger;
  });
}

/** A visitor: the main links, the services menu (keyboard), sign in and sign up. */
export const Anonymous: Story = {
  args: { pageName: 'index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/users/signin',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/users/signup',
    );
    await expect(canvas.queryByRole('link', { name: 'Back to workspace' })).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Captio home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Services' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Services' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/services/transcription',
      '/services/captions-generator',
      '/services/translate',
      '/services/ai-companion',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/services/translate');
    await menuClosed(canvasElement);
  },
};

/**
 * A session cookie came with the page and the login check has not answered: the sign-in links
 * hold their place but cannot be seen, read or reached by keyboard.
 */
export const SessionPending: Story = {
  args: { pageName: 'index', accountPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Sign up free' })).toBeNull();
    const held = canvasElement.querySelector<HTMLElement>('a[href="/users/signup"]');
    await expect(held).not.toBeVisible();
    await expect(held?.getBoundingClientRect().width).toBeGreaterThan(0);
    held?.focus();
    await expect(held).not.toHaveFocus();
  },
};

/** Signed in, on a tool page: back to the workspace and home; the account menu refreshes the balance. */
export const SignedIn: Story = {
  args: { user: ada, pageName: 'pricing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to workspace' })).toHaveAttribute(
      'href',
      '/workspace',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();

    const trigger = await liveTrigger(canvasElement, 'Account: Ada Lovelace');
    await userEvent.click(trigger);
    await expect(args.onAccountMenuOpen).toHaveBeenCalledTimes(1);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Credits: 1,200', 'Cloud files', 'Invite friends', 'Settings', 'Log out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Credits: 1,200' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cloud files' }));
    await menuClosed(canvasElement);
    await waitFor(() => expect(args.onOpenDrawer).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Logging out with the keyboard: open the account menu, go to its last item, Enter. */
export const LogOutWithKeyboard: Story = {
  args: { user: ada, pageName: 'blog' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Account: Ada Lovelace' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Credits: 1,200' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
    await menuClosed(canvasElement);
  },
};

/**
 * On the workspace: no back link, no invite friends, and the logo asks the converter to
 * restore (onLogoClick returns true), so it does not navigate.
 */
export const Workspace: Story = {
  args: { user: ada, pageName: 'workspace', onLogoClick: fn(() => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Back to workspace' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Captio home' }));
    await expect(args.onLogoClick).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();

    await userEvent.click(await liveTrigger(canvasElement, 'Account: Ada Lovelace'));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Invite friends' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await menuClosed(canvasElement);
  },
};

/** Elsewhere the logo goes home when onLogoClick does not handle it. */
export const LogoGoesHome: Story = {
  args: { pageName: 'blog', onLogoClick: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Captio home' }));
    await expect(args.onLogoClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};

/** The language menu: every locale by its own name, the current one checked; type-ahead picks one. */
export const ChooseLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu');
    const radios = within(menu).getAllByRole('menuitemradio');
    await expect(radios.map((radio) => radio.textContent)).toEqual([
      'English',
      '简体中文',
      '繁體中文',
      'Español',
      'Português',
      'Français',
      'Deutsch',
      'Italiano',
      '日本語',
      '한국어',
      'Русский',
    ]);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'lang',
      'de-DE',
    );
    await userEvent.keyboard('d');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('de-DE');
    await menuClosed(canvasElement);
  },
};

/** The update log opens from the header. */
export const UpdateLog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What’s new' }));
    await expect(args.onOpenUpdateLog).toHaveBeenCalledTimes(1);
  },
};

/** The colour mode switch slot sits beside the language menu. */
export const WithColorModeSwitch: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <Header
        {...args}
        colorModeSwitch={
          <button type="button" aria-pressed="false">
            {t('colorMode.dark')}
          </button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dark' })).toBeVisible();
  },
};

/** In German, with a signed-in user: texts and links follow the locale. */
export const German: Story = {
  globals: { locale: 'de-DE' },
  args: { user: ada, pageName: 'blog' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zurück zum Arbeitsbereich' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Preise' })).toHaveAttribute(
      'href',
      '/de-DE/pricing',
    );
    await expect(canvas.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await userEvent.click(await liveTrigger(canvasElement, 'Konto: Ada Lovelace'));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Credits: 1.200' })).toHaveAttribute(
      'href',
      '/de-DE/credits',
    );
    await userEvent.keyboard('{Escape}');
    await menuClosed(canvasElement);
  },
};

const PORTRAIT =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" fill="#0e7490"/><circle cx="14" cy="11" r="5" fill="#fff"/></svg>',
  );

/** The user's picture beside their name. */
export const WithAvatar: Story = {
  args: { user: { ...ada, avatar: PORTRAIT }, pageName: 'index' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account: Ada Lovelace' });
    await waitFor(() => expect(trigger.querySelector('img')).toHaveAttribute('src', PORTRAIT));
  },
};

/** An avatar address with '404' in it is the server's "no avatar": a person glyph instead. */
export const AvatarMissing: Story = {
  args: { user: { ...ada, avatar: 'https://cdn.example/404.png' }, pageName: 'index' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account: Ada Lovelace' });
    await expect(trigger.querySelector('img')).toBeNull();
    await expect(trigger.querySelector('svg')).toBeVisible();
  },
};

/** On a phone: the logo and one menu button; the sheet holds the rest (see Shell/MobileMenu). */
export const Mobile: Story = {
  args: { mobile: true, user: ada, pageName: 'pricing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Navigation menu' });
    await expect(args.onAccountMenuOpen).toHaveBeenCalledTimes(1);
    await expect(within(sheet).getByRole('link', { name: 'Back to workspace' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};
