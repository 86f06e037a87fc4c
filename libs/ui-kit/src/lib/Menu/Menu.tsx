// The kit's dropdown menus share these parts: one offset, one type-ahead, one look.
import type { ComponentProps, KeyboardEvent } from 'react';
import { DropdownMenu } from 'radix-ui';
import { classNames } from '../class-names.js';
import { Link } from '../Link/LinkProvider.js';
import { POPPER_OFFSET } from './menu-timing.js';
import { useMenuTypeahead } from './use-menu-typeahead.js';
import styles from './Menu.module.css';

/**
 * A menu's root. Never modal: Radix's modal menu hides the rest of the page from screen readers
 * with aria-hidden while its links and buttons stay focusable (axe: aria-hidden-focus), so a
 * reader could land on content it was told is not there. A non-modal menu still takes focus,
 * keeps Tab inside, closes on Escape or a click outside and gives focus back to its button.
 */
export function MenuRoot(props: Omit<ComponentProps<typeof DropdownMenu.Root>, 'modal'>) {
  return <DropdownMenu.Root {...props} modal={false} />;
}

export { MenuChevron } from './MenuChevron.js';

export type MenuContentProps = ComponentProps<typeof DropdownMenu.Content> & {
  /**
   * Focus the first item on opening, as opening from the keyboard does: for a menu open at
   * first because keys pressed its stand-in (Menu/DeferredMenu.tsx) before it ran.
   */
  focusFirstItem?: boolean;
};

/** An onOpenAutoFocus that focuses the menu's first item instead of the menu itself. */
export function focusFirstMenuItem(event: Event) {
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : undefined;
  const item = content?.querySelector<HTMLElement>('[role^="menuitem"]');
  if (!item) return;
  event.preventDefault();
  item.focus();
}

/** A menu's popup, portalled to the body, 12 px from its trigger, above the page's modals. */
export function MenuContent({
  className,
  onKeyDownCapture,
  focusFirstItem = false,
  ...props
}: MenuContentProps) {
  const typeahead = useMenuTypeahead();
  // Radix's content passes onOpenAutoFocus to its focus scope; DropdownMenu's types leave it out.
  const firstItemFocus = focusFirstItem && { onOpenAutoFocus: focusFirstMenuItem };
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={POPPER_OFFSET}
        collisionPadding={8}
        {...firstItemFocus}
        {...props}
        className={classNames(styles['content'], className)}
        onKeyDownCapture={(event: KeyboardEvent<HTMLDivElement>) => {
          onKeyDownCapture?.(event);
          if (!event.defaultPrevented) typeahead(event);
        }}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item {...props} className={classNames(styles['item'], className)} />;
}

export interface MenuLinkItemProps {
  /** A locale-less in-app path: the kit's Link localizes it. */
  href: string;
  children: string;
}

/** A menu item that is a link: Enter and clicks follow it, and the menu closes. */
export function MenuLinkItem({ href, children }: MenuLinkItemProps) {
  return (
    <DropdownMenu.Item asChild className={styles['item']}>
      <Link href={href}>{children}</Link>
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles['separator']} />;
}

export const menuStyles = styles;
