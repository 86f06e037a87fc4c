import { Icon } from '../Icon/Icon.js';
import styles from './Menu.module.css';

/** A menu button's chevron: it turns over while its menu is open. */
export function MenuChevron() {
  return <Icon name="chevronDown" className={styles['chevron']} />;
}
