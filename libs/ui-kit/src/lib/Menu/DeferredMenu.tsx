import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type * as HeaderMenusModule from '../Header/header-menus.js';

type HeaderMenus = typeof HeaderMenusModule;

let loading: Promise<HeaderMenus> | undefined;
const loadMenus = () => {
  loading ??= import('../Header/header-menus.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/** How the stand-in was approached: the live menu starts closed, hover-opened, or open. */
export type MenuIntent = 'look' | 'hover' | OpenAtFirst;

/** A menu open at first was pressed with the pointer, or with keys (its first item focused). */
export type OpenAtFirst = 'press' | 'keys';

/** The live menu's opening for an intent. */
export const openAtFirst = (intent: MenuIntent): OpenAtFirst | undefined =>
  intent === 'press' || intent === 'keys' ? intent : undefined;

const FOCUSABLE = 'a[href], button';
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

export interface DeferredMenuProps {
  /** The menu's trigger as plain markup, looking and sized as the live one: what paints first. */
  standIn: ReactNode;
  /** The live menu, once its code is here. */
  live: (menus: HeaderMenus, intent: MenuIntent) => ReactNode;
  /** Hovering opens this menu (a hover menu): the live one starts hover-opened. */
  opensOnHover?: boolean;
}

/**
 * A header menu whose code (the menu, its positioning, focus and dismissal) loads when a pointer
 * or the focus first reaches its trigger, not with the page: the stand-in paints the same
 * trigger, and the live menu replaces it, open if it was pressed, with the focus where it was.
 */
export function DeferredMenu({ standIn, live, opensOnHover = false }: DeferredMenuProps) {
  const [menus, setMenus] = useState<HeaderMenus>();
  const [intent, setIntent] = useState<MenuIntent>();
  const root = useRef<HTMLSpanElement>(null);
  const focusedIndex = useRef(-1);

  const approach = (next: MenuIntent) => {
    const focusables = [...(root.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    focusedIndex.current = focusables.findIndex((element) => element === document.activeElement);
    setIntent((current) => (current && openAtFirst(current) ? current : next));
    void loadMenus().then(setMenus, () => {
      // No chunk (offline, a newer deployment): the stand-in stays, and the next approach retries.
    });
  };

  // The focus goes on to the live trigger (or link) that replaced the focused stand-in.
  const shown = Boolean(menus && intent);
  useLayoutEffect(() => {
    if (!shown || focusedIndex.current < 0 || openAtFirst(intent ?? 'look')) return;
    root.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedIndex.current]?.focus();
  }, [shown, intent]);

  if (menus && intent) {
    return (
      <span ref={root} style={{ display: 'contents' }}>
        {live(menus, intent)}
      </span>
    );
  }
  return (
    // The stand-in's own button and link are what the user reaches; this only listens around them.
    <span
      ref={root}
      role="presentation"
      style={{ display: 'contents' }}
      onPointerEnter={() => approach(opensOnHover ? 'hover' : 'look')}
      // Left before the menu ran: it starts closed, as the hover intent would have left it.
      onPointerLeave={() => setIntent((current) => (current === 'hover' ? 'look' : current))}
      onFocus={() => approach('look')}
      onPointerDown={(event) => {
        if (
          event.button === 0 &&
          event.target instanceof Element &&
          event.target.closest('button')
        ) {
          approach('press');
        }
      }}
      onKeyDown={(event) => {
        if (
          event.target instanceof Element &&
          event.target.closest('button') &&
          OPEN_KEYS.includes(event.key)
        ) {
          event.preventDefault();
          approach('keys');
        }
      }}
    >
      {standIn}
    </span>
  );
}

/** The attributes a closed menu trigger carries, for a stand-in to look like one. */
export const CLOSED_MENU_TRIGGER = {
  type: 'button',
  'aria-haspopup': 'menu',
  'aria-expanded': false,
  'data-state': 'closed',
} as const;
