import { useT } from '@captio/i18n/react';
import { AlertDialog, Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { DialogFrame, type DialogParts } from '../dialog/DialogFrame.js';
import surface from '../theme/surface.module.css';
import { modalWidthStyle } from './modal-width.js';

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
   * close button shows: the footer's actions are the only way out.
   */
  closable?: boolean;
  /**
   * 'alertdialog' for confirmations: outside clicks never close it, focus starts on the
   * element wrapped in `AlertDialog.Cancel`, and no × shows (its Cancel button closes it).
   */
  role?: ModalRole;
  /** Where focus goes on open instead of the first focusable element (e.g. an input). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the element that opened the modal is gone or there was none
   * (default: the page's main heading).
   */
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string;
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
  returnFocus,
  className,
}: ModalProps) {
  const t = useT();
  const parts = PARTS[role];
  const { Title, Description } = parts;
  const handleOpenChange = (next: boolean) => {
    if (next || closable) onOpenChange(next);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={handleOpenChange}
      parts={parts}
      initialFocus={initialFocus}
      returnFocus={returnFocus}
      className={className}
      style={modalWidthStyle(width)}
      // Without a description, Radix must not point aria-describedby at nothing.
      {...(description == null && { 'aria-describedby': undefined })}
      onEscapeKeyDown={(event) => {
        if (!closable) event.preventDefault();
      }}
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
    </DialogFrame>
  );
}
