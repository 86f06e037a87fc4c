import { Dialog } from 'radix-ui';
import { CloseButton } from '../ActionButton/CloseButton.js';
import surfaces from '../theme/surfaces.module.css';

export interface DialogHeaderProps {
  title: string;
  /** The close button's accessible name (its glyph is hidden). */
  closeLabel: string;
  className?: string;
}

/** A Radix dialog's title and close button, for the kit's dialogs and sheets. */
export function DialogHeader({ title, closeLabel, className }: DialogHeaderProps) {
  return (
    <div className={className ?? surfaces['header']}>
      <Dialog.Title className={surfaces['title']}>{title}</Dialog.Title>
      <Dialog.Close asChild>
        <CloseButton label={closeLabel} />
      </Dialog.Close>
    </div>
  );
}
