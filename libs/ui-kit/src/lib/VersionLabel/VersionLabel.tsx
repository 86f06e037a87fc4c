import styles from './VersionLabel.module.css';
import { classNames } from '../class-names.js';

export interface VersionLabelProps {
  /** The app version without the leading 'v', e.g. `0.1.0` (apps/web reads its package.json). */
  version: string;
  className?: string;
}

/**
 * The root shell's version label, fixed at the bottom right of the viewport: 'v' plus the app
 * version. A plain element on purpose: a footer or an ARIA role would add a landmark that
 * screen reader users have to skip on every page for a single line of build information.
 */
export function VersionLabel({ version, className }: VersionLabelProps) {
  return (
    <div
      className={classNames(styles['label'], className)}
      data-testid="app-version"
      translate="no"
    >
      v{version}
    </div>
  );
}
