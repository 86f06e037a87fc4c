import { ICON_SHAPES, type IconName } from './icon-shapes.js';

export interface IconProps {
  name: IconName;
  /** Width and height in px. */
  size?: number;
  className?: string;
}

/**
 * One of the kit's line icons, stroked with the text colour. Always hidden from assistive
 * technology: the control around an icon carries its name.
 */
export function Icon({ name, size = 16, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_SHAPES[name]}
    </svg>
  );
}
