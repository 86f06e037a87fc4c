import type { ReactElement } from 'react';

// The kit's line icons on one 24-unit grid, so that every icon has the same stroke and corners.
export const ICON_SHAPES = {
  audio: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  check: <path d="M5.25 12.75l4.5 4.5 9-10.5" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  dark: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  external: <path d="M9.75 4.5H4.5v15h15v-5.25M14.25 4.5h5.25v5.25M19.5 4.5l-8.25 8.25" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9.375" />
      <path d="M2.625 12h18.75M12 2.625c2.625 2.85 3.75 6 3.75 9.375S14.625 18.525 12 21.375C9.375 18.525 8.25 15.375 8.25 12S9.375 5.475 12 2.625z" />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  menu: <path d="M3.75 6h16.5M3.75 12h16.5M3.75 18h16.5" />,
  person: (
    <>
      <circle cx="12" cy="8.25" r="4.125" />
      <path d="M4.125 21c.9-4.35 4.05-6.75 7.875-6.75s6.975 2.4 7.875 6.75" />
    </>
  ),
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  trash: <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />,
  video: (
    <>
      <rect x="2" y="5" width="14" height="14" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICON_SHAPES;
