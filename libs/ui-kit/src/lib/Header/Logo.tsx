import { useT } from '@captio/i18n/react';
import { Link } from '../Link/LinkProvider.js';
import { HOME } from '../navigation/destinations.js';
import styles from './Header.module.css';

export interface LogoProps {
  onLogoClick?: () => boolean;
}

/** The brand, linking home; a page may take the click over (see HeaderProps.onLogoClick). */
export function Logo({ onLogoClick }: LogoProps) {
  const t = useT();
  return (
    <Link
      href={HOME.href}
      className={styles['logo']}
      aria-label={t('header.home')}
      onClick={(event) => {
        if (onLogoClick?.() === true) event.preventDefault();
      }}
    >
      <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 28 28">
        <rect width="28" height="28" rx="7" fill="currentColor" />
        <path
          d="M8 11.5h12M8 16.5h8"
          stroke="var(--captio-color-on-primary)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span translate="no">Captio</span>
    </Link>
  );
}
