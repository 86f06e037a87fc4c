import { Avatar } from 'radix-ui';
import { Icon } from '../Icon/Icon.js';
import { avatarSource } from './avatar.js';
import styles from './Header.module.css';

/**
 * The user's picture, or a person glyph when there is none or it fails to load. Decorative:
 * the name is always beside it, and no text of its own (initials) may blur the accessible name.
 */
export function UserAvatar({ avatar }: { avatar?: string }) {
  const source = avatarSource(avatar);
  return (
    <Avatar.Root className={styles['avatar']} aria-hidden="true">
      {source !== undefined && (
        <Avatar.Image className={styles['avatarImage']} src={source} alt="" />
      )}
      <Avatar.Fallback>
        <Icon name="person" />
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
