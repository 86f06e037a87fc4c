import type { ReactElement } from 'react';

// Every line icon of the product (the kit's controls and the web app's pages) on one 24-unit
// grid, so that every icon has the same stroke and corners and each is drawn once.
export const ICON_SHAPES = {
  arrow: <path d="M5 12h14m0 0l-5-5m5 5l-5 5" />,
  audio: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5h6v2M3 12.5h18" />
    </>
  ),
  captions: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M7 13h4M13 13h4M7 16h7M16 16h1" />
    </>
  ),
  caseSensitive: (
    <path d="M3 18L7.5 6 12 18M4.7 14h5.6M17.5 18a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM20.5 12v6" />
  ),
  chat: (
    <path d="M20 12a7.5 7.5 0 0 1-11 6.6L4 20l1.4-4.6A7.5 7.5 0 1 1 20 12zM9 11h.01M12 11h.01M15 11h.01" />
  ),
  check: <path d="M5.25 12.75l4.5 4.5 9-10.5" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronUp: <path d="M6 15l6-6 6 6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  cloud: <path d="M7 18a4.5 4.5 0 0 1-.6-9 6 6 0 0 1 11.5 1.5A3.8 3.8 0 0 1 17.5 18z" />,
  dark: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>
  ),
  download: (
    <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  ),
  edit: <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />,
  external: <path d="M9.75 4.5H4.5v15h15v-5.25M14.25 4.5h5.25v5.25M19.5 4.5l-8.25 8.25" />,
  forward: <path d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9.375" />
      <path d="M2.625 12h18.75M12 2.625c2.625 2.85 3.75 6 3.75 9.375S14.625 18.525 12 21.375C9.375 18.525 8.25 15.375 8.25 12S9.375 5.475 12 2.625z" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  megaphone: <path d="M4 10v4h3l8 4V6L7 10zM18 9.5a3.5 3.5 0 0 1 0 5M7 14l1.5 5" />,
  menu: <path d="M3.75 6h16.5M3.75 12h16.5M3.75 18h16.5" />,
  merge: <path d="M7 4l5 5 5-5M7 20l5-5 5 5M4 12h16" />,
  mic: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
    </>
  ),
  next: <path d="M6 5v14l10-7zM18 5v14" />,
  pause: <path d="M8 5v14M16 5v14" />,
  person: (
    <>
      <circle cx="12" cy="8.25" r="4.125" />
      <path d="M4.125 21c.9-4.35 4.05-6.75 7.875-6.75s6.975 2.4 7.875 6.75" />
    </>
  ),
  play: <path d="M7 4.5v15l12-7.5z" />,
  previous: <path d="M18 5v14L8 12zM6 5v14" />,
  replace: <path d="M4 7h13l-3-3M20 17H7l3 3" />,
  rewind: <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />,
  school: (
    <path d="M2.5 9L12 4.5 21.5 9 12 13.5zM6.5 11v5c1.5 1.5 3.4 2.2 5.5 2.2s4-.7 5.5-2.2v-5M21.5 9v5" />
  ),
  scissors: (
    <>
      <circle cx="6" cy="6" r="3" />
      <circle cx="6" cy="18" r="3" />
      <path d="M20 4L8.1 15.9M14.5 14.5L20 20M8.1 8.1L12 12" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  sparkles: (
    <path d="M10 3.5l1.6 4.4 4.4 1.6-4.4 1.6L10 15.5l-1.6-4.4L4 9.5l4.4-1.6zM17.5 14l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
  ),
  speakers: (
    <>
      <circle cx="8.5" cy="8" r="3" />
      <path d="M3 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M16 14c2.6 0 4.4 1.6 5 4.2" />
    </>
  ),
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  text: <path d="M5 6h14M5 10h14M5 14h9M5 18h6" />,
  translate: (
    <path d="M4 5h8M8 3v2m2.5 0c-.7 3.6-3 6.6-6.5 8.5M6 9c1 1.8 2.6 3.3 4.5 4.3M12.5 21l4-10 4 10m-6.8-3h5.6" />
  ),
  trash: <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />,
  upload: <path d="M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
  video: (
    <>
      <rect x="2" y="5" width="14" height="14" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </>
  ),
  zoomIn: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4M8 11h6M11 8v6" />
    </>
  ),
  zoomOut: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4M8 11h6" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICON_SHAPES;
