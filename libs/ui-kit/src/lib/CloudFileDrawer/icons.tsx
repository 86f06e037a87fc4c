import { glyphProps } from '../theme/glyph.js';

// Decorative glyphs: the element around each one carries the name.
const svgProps = glyphProps();

export function VideoGlyph() {
  return (
    <svg {...svgProps}>
      <rect x="2" y="5" width="14" height="14" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </svg>
  );
}

export function AudioGlyph() {
  return (
    <svg {...svgProps}>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </svg>
  );
}

export function TrashGlyph() {
  return (
    <svg {...glyphProps(18)}>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
