import { storagePercent } from '@captio/i18n';
import { useFormat } from '@captio/i18n/react';
import { Progress } from 'radix-ui';
import { useId } from 'react';
import { ActionLink } from '../ActionButton/ActionButton.js';
import { initials } from '../Avatar/avatar-source.js';
import { Avatar } from '../Avatar/Avatar.js';
import { PRICING } from '../navigation/destinations.js';
import styles from './StorageBanner.module.css';

export interface StorageBannerProps {
  /** The user's display name: the avatar's accessible name and its initials. */
  name: string;
  /** user_avatar; missing, containing 404 or failing to load shows the initials. */
  avatarUrl?: string | null;
  /** The user's level: 0 (free) sees the capacity and a buy button, paid users their usage. */
  level: number;
  /** Bytes used (data.total_size). */
  totalSize: number | null | undefined;
  /** Capacity in bytes (data.drive_size). */
  driveSize: number | null | undefined;
  /** The buy button was chosen: the app closes the drawer; the link goes to /pricing. */
  onBuy: () => void;
}

/** The storage banner at the top of the cloud file drawer. */
export function StorageBanner({
  name,
  avatarUrl,
  level,
  totalSize,
  driveSize,
  onBuy,
}: StorageBannerProps) {
  const f = useFormat();
  const titleId = useId();
  const percent = storagePercent(totalSize, driveSize);
  return (
    <section className={styles['banner']} aria-labelledby={titleId}>
      <div className={styles['head']}>
        <Avatar
          className={styles['avatar']}
          src={avatarUrl}
          fallback={initials(name)}
          label={f.t('storage.avatar', { name })}
        />
        <h3 id={titleId} className={styles['title']}>
          {f.t('storage.title')}
        </h3>
      </div>
      <div className={styles['personal']}>
        <h4 className={styles['personalTitle']}>{f.t('storage.personal')}</h4>
        {level <= 0 ? (
          <>
            <p className={styles['usage']}>{f.t('storage.capacity', { total: f.gb(driveSize) })}</p>
            <ActionLink href={PRICING.href} onClick={onBuy}>
              {f.t('storage.buy')}
            </ActionLink>
          </>
        ) : (
          <>
            <Progress.Root
              className={styles['track']}
              value={Math.min(percent, 100)}
              max={100}
              aria-labelledby={titleId}
              getValueLabel={() => f.t('storage.progress', { percent })}
            >
              <Progress.Indicator
                className={styles['indicator']}
                data-full={percent >= 90 || undefined}
                style={{ transform: `translateX(-${100 - Math.min(percent, 100)}%)` }}
              />
            </Progress.Root>
            <p className={styles['usage']}>
              {f.t('storage.usage', { used: f.gb(totalSize), total: f.gb(driveSize) })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
