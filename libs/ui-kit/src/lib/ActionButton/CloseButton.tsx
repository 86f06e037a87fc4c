import { Icon } from '../Icon/Icon.js';
import { IconButton, type IconButtonProps } from './IconButton.js';

export type CloseButtonProps = Omit<IconButtonProps, 'children'>;

/** The × of dialogs, sheets and toasts; wrap it in the Radix Close part with `asChild`. */
export function CloseButton(props: CloseButtonProps) {
  return (
    <IconButton {...props}>
      <Icon name="close" />
    </IconButton>
  );
}
