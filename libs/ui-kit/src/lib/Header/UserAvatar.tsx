import { Avatar } from '../Avatar/Avatar.js';
import { Icon } from '../Icon/Icon.js';
import styles from './Header.module.css';

/**
 * The user's picture, or a person glyph when there is none or it fails to load. Decorative:
 * the name is always beside it, and no text of its own (initials) may blur the accessible name.
 */
export function UserAvatar({ avatar }: { avatar?: string }) {
  return <Avatar className={styles['avatar']} src={avatar} fallback={<Icon name="person" />} />;
}
