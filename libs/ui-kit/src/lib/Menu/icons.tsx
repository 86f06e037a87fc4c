// Decorative glyphs: every control that shows one also carries a text or an accessible name.
import styles from './Menu.module.css';

const common = {
  'aria-hidden': true,
  focusable: false,
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Turns over while the menu of the button it is in is open. */
export function ChevronDownIcon() {
  return (
    <svg {...common} className={styles['chevron']}>
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M3.5 8.5l3 3 6-7" />
    </svg>
  );
}

export function GlobeIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M1.75 8h12.5M8 1.75c1.75 1.9 2.5 4 2.5 6.25S9.75 12.35 8 14.25C6.25 12.35 5.5 10.25 5.5 8S6.25 3.65 8 1.75z" />
    </svg>
  );
}

export function MenuIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </svg>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

export function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} width={12} height={12}>
      <path d="M6.5 3H3v10h10V9.5M9.5 3H13v3.5M13 3L7.5 8.5" />
    </svg>
  );
}

export function PersonIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="8" cy="5.5" r="2.75" />
      <path d="M2.75 14c.6-2.9 2.7-4.5 5.25-4.5s4.65 1.6 5.25 4.5" />
    </svg>
  );
}
