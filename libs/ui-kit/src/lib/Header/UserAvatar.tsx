import { Avatar } from 'radix-ui';
import { avatarSource, initialsOf } from './avatar.js';
import styles from './Header.module.css';

/** The user's picture, or their initials when there is none or it fails to load. Decorative: the name is always beside it. */
export function UserAvatar({ name, avatar }: { name: string; avatar?: string }) {
  const source = avatarSource(avatar);
  return (
    <Avatar.Root className={styles['avatar']} aria-hidden="true">
      {source !== undefined && (
        <Avatar.Image className={styles['avatarImage']} src={source} alt="" />
      )}
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
    </Avatar.Root>
  );
}
