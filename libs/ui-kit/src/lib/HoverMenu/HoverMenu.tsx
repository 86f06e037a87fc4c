import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link } from '../Link/LinkProvider.js';
import { createHoverIntent } from '../Menu/hover-intent.js';
import { classNames } from '../class-names.js';
import {
  focusFirstMenuItem,
  MenuChevron,
  MenuContent,
  MenuLinkItem,
  MenuRoot,
} from '../Menu/Menu.js';
import type { OpenAtFirst } from '../Menu/DeferredMenu.js';
import { HOVER_HIDE_DELAY_MS, HOVER_SHOW_DELAY_MS } from '../Menu/menu-timing.js';
import styles from './HoverMenu.module.css';

export interface HoverMenuItem {
  /** A locale-less in-app path. */
  href: string;
  label: string;
}

export interface HoverMenuProps {
  /** Where the main link goes (locale-less in-app path). */
  href: string;
  /** The main link's text. */
  label: string;
  /** Accessible name of the button that opens the menu, and so of the menu. */
  menuLabel: string;
  items: readonly HoverMenuItem[];
  /** Delay before hovering opens the menu, in ms (default 0: at once). */
  showDelayMs?: number;
  /** Delay before leaving closes a hover-opened menu, in ms (default 200). */
  hideDelayMs?: number;
  className?: string;
  /**
   * Open at first, as hovering, a press or keys open it (the header's deferred menu, approached
   * before its code ran).
   */
  initiallyOpen?: 'hover' | OpenAtFirst;
}

/** How the menu was opened: a hover-opened menu follows the pointer, any other stays. */
type OpenedBy = 'hover' | 'user';

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

const isTouch = (event: PointerEvent) => event.pointerType === 'touch';

/**
 * A link with a menu of related links: pointing at the link or its chevron opens the menu, and
 * leaving both (and the menu) closes it after the hide delay. For keyboard and touch, the
 * chevron is a menu button (Enter, Space, ArrowDown, a tap); a menu opened that way stays
 * until dismissed (Escape, a choice, a click outside).
 */
export function HoverMenu({
  href,
  label,
  menuLabel,
  items,
  showDelayMs = HOVER_SHOW_DELAY_MS,
  hideDelayMs = HOVER_HIDE_DELAY_MS,
  className,
  initiallyOpen,
}: HoverMenuProps) {
  const [open, setOpen] = useState(initiallyOpen !== undefined);
  const openedBy = useRef<OpenedBy>(initiallyOpen === 'hover' ? 'hover' : 'user');
  const openRef = useRef(initiallyOpen !== undefined);
  const keysOpenedAtFirst = useRef(initiallyOpen === 'keys');
  const contentRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Only refs and a state setter: stable, so the hover timers below never see a stale one.
  const change = useCallback((next: boolean, by: OpenedBy) => {
    // Kept after closing: onCloseAutoFocus still needs to know how the menu was opened.
    if (next && !openRef.current) openedBy.current = by;
    openRef.current = next;
    setOpen(next);
  }, []);

  const intent = useMemo(
    () =>
      createHoverIntent({
        showDelayMs,
        hideDelayMs,
        onShow: () => change(true, 'hover'),
        onHide: () => {
          if (openedBy.current === 'hover') change(false, 'hover');
        },
      }),
    [showDelayMs, hideDelayMs, change],
  );
  useEffect(() => intent.cancel, [intent]);

  const hoverHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (!isTouch(event)) intent.enter();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!isTouch(event)) intent.leave();
    },
  };

  // A menu that hovering opened leaves focus where it is (a field being typed in keeps it) and
  // gives none back. Radix's menu content takes onOpenAutoFocus and passes it to its focus
  // scope, but DropdownMenu's types leave it out; the story HoverKeepsFocus guards it.
  const keepFocusOnHover = {
    onOpenAutoFocus: (event: Event) => {
      if (openedBy.current === 'hover') event.preventDefault();
      else if (keysOpenedAtFirst.current) focusFirstMenuItem(event);
      keysOpenedAtFirst.current = false;
    },
  };

  const keepOpen = () => {
    intent.cancel();
    openedBy.current = 'user';
  };

  return (
    <div className={classNames(styles['root'], className)} {...hoverHandlers}>
      <Link href={href} className={styles['link']}>
        {label}
      </Link>
      <MenuRoot
        open={open}
        onOpenChange={(next) => {
          intent.cancel();
          change(next, 'user');
        }}
      >
        <DropdownMenu.Trigger
          ref={toggleRef}
          className={styles['toggle']}
          aria-label={menuLabel}
          onPointerDown={(event) => {
            // A click on a menu that hovering opened keeps it open, instead of toggling it shut.
            if (openRef.current && openedBy.current === 'hover') {
              event.preventDefault();
              keepOpen();
            }
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (openRef.current && openedBy.current === 'hover' && OPEN_KEYS.includes(event.key)) {
              event.preventDefault();
              keepOpen();
              contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }
          }}
        >
          <MenuChevron />
        </DropdownMenu.Trigger>
        <MenuContent
          ref={contentRef}
          align="start"
          {...hoverHandlers}
          {...keepFocusOnHover}
          // A press on the chevron is the chevron's to handle (keep open, or toggle shut), not
          // an outside click dismissing the menu first.
          onPointerDownOutside={(event) => {
            if (event.target instanceof Node && toggleRef.current?.contains(event.target)) {
              event.preventDefault();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (openedBy.current === 'hover') event.preventDefault();
          }}
        >
          {items.map((item) => (
            <MenuLinkItem key={item.href} href={item.href}>
              {item.label}
            </MenuLinkItem>
          ))}
        </MenuContent>
      </MenuRoot>
    </div>
  );
}
