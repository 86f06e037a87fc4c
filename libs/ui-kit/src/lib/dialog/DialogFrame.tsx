import { Dialog } from 'radix-ui';
import type { ComponentType, CSSProperties, ReactNode, RefObject } from 'react';
import { classNames } from '../class-names.js';
import surface from '../theme/surface.module.css';
import { useReturnFocus } from './use-return-focus.js';

interface ContentProps {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  'aria-describedby'?: string;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** What a kit dialog needs from a Radix dialog family: Dialog and AlertDialog both provide it. */
export interface DialogParts {
  Root: ComponentType<{
    open: boolean;
    onOpenChange: (open: boolean) => void;
    children: ReactNode;
  }>;
  Portal: ComponentType<{ children: ReactNode }>;
  Overlay: ComponentType<{ className?: string }>;
  Content: ComponentType<ContentProps>;
  Title: ComponentType<{ className?: string; children: ReactNode }>;
  Description: ComponentType<{ className?: string; children: ReactNode }>;
}

export interface DialogFrameProps extends Omit<
  ContentProps,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default Dialog; AlertDialog for confirmations. */
  parts?: DialogParts;
  /** Where focus goes on open instead of the first focusable element (e.g. an input). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the element that opened the dialog is gone or there was none
   * (default: the page's main heading): the row a confirmed action changed, say.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** A centred panel (default) or a sheet along the left or right edge. */
  surface?: 'dialog' | 'sheetLeft' | 'sheetRight';
  /** The content's data-* attributes (data-testid, data-mobile). */
  data?: Record<`data-${string}`, string | boolean | undefined>;
}

/**
 * The frame every dialog of the kit sits in: a Radix dialog in a portal over the overlay, focus
 * trapped inside and given back on close to where it was when the dialog opened (the app opens
 * the kit's dialogs from anywhere, so Radix has no trigger to return it to), or when that is
 * gone to `returnFocus` or the page's main heading.
 */
export function DialogFrame({
  open,
  onOpenChange,
  parts = Dialog,
  initialFocus,
  returnFocus: fallbackFocus,
  surface: kind = 'dialog',
  className,
  data,
  ...content
}: DialogFrameProps) {
  const { Root, Portal, Overlay, Content } = parts;
  const returnFocus = useReturnFocus(fallbackFocus);
  return (
    <Root open={open} onOpenChange={onOpenChange}>
      <Portal>
        <Overlay className={surface['overlay']} />
        <Content
          {...content}
          {...data}
          className={classNames(surface[kind], className)}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus(event);
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        />
      </Portal>
    </Root>
  );
}
