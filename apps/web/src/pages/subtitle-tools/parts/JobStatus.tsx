import { Spinner } from '@captio/ui-kit';
import styles from '../subtitle-tools.module.css';

export interface JobStatusProps {
  id: string;
  busy: boolean;
  text: string;
}

/** What the tool is doing, announced politely; present from the first render so it is heard. */
export function JobStatus({ id, busy, text }: JobStatusProps) {
  return (
    <p id={id} role="status" className={styles['status']} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {text}
    </p>
  );
}
