import { Avatar as RadixAvatar } from 'radix-ui';
import type { ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { avatarSource } from './avatar-source.js';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** The picture; missing, containing 404 (no avatar) or failing to load shows `fallback`. */
  src: string | null | undefined;
  /** Initials or a glyph. */
  fallback: ReactNode;
  /** The accessible name; without one the avatar is decorative (the name is written beside it). */
  label?: string;
  /** Sets the size (width, height, font size). */
  className?: string;
}

/** A user's round picture on Radix Avatar, with a fallback until (or unless) it loads. */
export function Avatar({ src, fallback, label, className }: AvatarProps) {
  const source = avatarSource(src);
  const naming =
    label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <RadixAvatar.Root className={classNames(styles['avatar'], className)} {...naming}>
      {source !== undefined && (
        <RadixAvatar.Image className={styles['image']} src={source} alt="" />
      )}
      <RadixAvatar.Fallback aria-hidden="true">{fallback}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
