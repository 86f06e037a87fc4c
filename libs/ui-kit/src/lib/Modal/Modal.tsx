import { useT } from '@captio/i18n/react';
import { AlertDialog, Dialog } from 'radix-ui';
import type { ComponentType, CSSProperties, ReactNode, RefObject } from 'react';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { useReturnFocus } from '../dialog/use-return-focus.js';
import surface from '../theme/surface.module.css';
import { modalWidthStyle } from './modal-width.js';
import { classNames } from '../class-names.js';

export type ModalRole = 'dialog' | 'alertdialog';

export interface ModalProps {
  open: boolean;
  /** Called with false when the user closes it (never while `closable` is false). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The body, between the description and the footer. */
  children?: ReactNode;
  /** The actions, right-aligned at the bottom. */
  footer?: ReactNode;
  /** Pixels (a number) or any CSS length; never wider than the viewport. Default 480. */
  width?: number | string;
  /**
   * Default true. When false, Escape, outside clicks and close attempts are ignored and no
   * close button shows (SPEC section 5): the footer's actions are the only way out.
   */
  closable?: boolean;
  /**
   * 'alertdialog' for confirmations: outside clicks never close it, focus starts on the
   * element wrapped in `AlertDialog.Cancel`, and no × shows (its Cancel button closes it).
   */
  role?: ModalRole;
  /** Where focus goes on open instead of the first focusable element (e.g. an input). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

interface ContentProps {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  'aria-describedby'?: string;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** What Modal needs from a Radix dialog family: Dialog and AlertDialog both provide it. */
interface DialogParts {
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

const PARTS: Record<ModalRole, DialogParts> = { dialog: Dialog, alertdialog: AlertDialog };

/**
 * The kit's modal dialog on Radix: focus trapped and restored, the page behind inert, Escape
 * and outside clicks close it unless it is not closable. Controlled: the app owns `open`.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width,
  closable = true,
  role = 'dialog',
  initialFocus,
  className,
}: ModalProps) {
  const t = useT();
  const returnFocus = useReturnFocus();
  const { Root, Portal, Overlay, Content, Title, Description } = PARTS[role];
  const handleOpenChange = (next: boolean) => {
    if (next || closable) onOpenChange(next);
  };
  return (
    <Root open={open} onOpenChange={handleOpenChange}>
      <Portal>
        <Overlay className={surface['overlay']} />
        <Content
          className={classNames(surface['dialog'], className)}
          style={modalWidthStyle(width)}
          // Without a description, Radix must not point aria-describedby at nothing.
          {...(description == null && { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus(event);
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <DialogHeader
            title={title}
            Title={Title}
            closeLabel={closable && role === 'dialog' ? t('modal.close') : undefined}
          />
          {description != null && (
            <Description className={surface['description']}>{description}</Description>
          )}
          {children != null && <div className={surface['body']}>{children}</div>}
          {footer != null && <div className={surface['footer']}>{footer}</div>}
        </Content>
      </Portal>
    </Root>
  );
}
