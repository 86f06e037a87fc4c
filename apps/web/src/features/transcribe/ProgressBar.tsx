import styles from './transcribe.module.css';

export interface ProgressBarProps {
  /** What is in progress, for assistive technology. */
  label: string;
  /** 0..100. */
  percent: number;
  /** The percent as a sentence ("Uploading… 40%"). */
  valueText: string;
}

/** A bar that fills with the percent done, announced as a progressbar. */
export function ProgressBar({ label, percent, valueText }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={styles['bar']}
    >
      <div className={styles['barFill']} style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
