import { Dialog } from 'radix-ui';
import type { ComponentType, ReactNode } from 'react';
import { CloseButton } from '../ActionButton/CloseButton.js';
import surface from '../theme/surface.module.css';

export interface DialogHeaderProps {
  title: ReactNode;
  /** The close button's accessible name; no close button without one. */
  closeLabel?: string;
  /** The title part of the Radix family the dialog belongs to (AlertDialog.Title in an alert). */
  Title?: ComponentType<{ className?: string; children: ReactNode }>;
}

/** A Radix dialog's title and close button, for every dialog and sheet of the kit. */
export function DialogHeader({ title, closeLabel, Title = Dialog.Title }: DialogHeaderProps) {
  return (
    <div className={surface['header']}>
      <Title className={surface['title']}>{title}</Title>
      {closeLabel !== undefined && (
        <Dialog.Close asChild>
          <CloseButton label={closeLabel} className={surface['close']} />
        </Dialog.Close>
      )}
    </div>
  );
}
