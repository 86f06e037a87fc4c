import styles from './Spinner.module.css';

/** Decorative: the busy button or status text beside it names what is running. */
export function Spinner() {
  return <span className={styles['spinner']} aria-hidden="true" />;
}
