import type { CSSProperties } from 'react';

/** One speaker's chip colours in one colour scheme: text drawn on background. */
export interface ColorPair {
  background: string;
  text: string;
}

/** A speaker palette: the pair for light pages and the pair for dark ones. */
export interface SpeakerColor {
  /** Stable name of the hue, for tests and data attributes ('blue'). */
  name: string;
  light: ColorPair;
  dark: ColorPair;
}

/**
 * The ten background/text pairs the product uses for speakers and tags. Light
 * pages get a pale tint with a deep text of the same hue, dark pages a deep tint with a pale
 * text, so every pair keeps at least 4.5:1 (WCAG AA) in both schemes; a test measures it. The
 * hues are ordered so that neighbours differ most: speakers 1 and 2 are never two blues.
 */
export const SPEAKER_COLORS: readonly SpeakerColor[] = [
  {
    name: 'blue',
    light: { background: '#dbeafe', text: '#1e40af' },
    dark: { background: '#1e3a8a', text: '#dbeafe' },
  },
  {
    name: 'orange',
    light: { background: '#ffedd5', text: '#9a3412' },
    dark: { background: '#7c2d12', text: '#ffedd5' },
  },
  {
    name: 'green',
    light: { background: '#dcfce7', text: '#166534' },
    dark: { background: '#14532d', text: '#dcfce7' },
  },
  {
    name: 'purple',
    light: { background: '#f3e8ff', text: '#6b21a8' },
    dark: { background: '#581c87', text: '#f3e8ff' },
  },
  {
    name: 'rose',
    light: { background: '#ffe4e6', text: '#9f1239' },
    dark: { background: '#881337', text: '#ffe4e6' },
  },
  {
    name: 'teal',
    light: { background: '#ccfbf1', text: '#115e59' },
    dark: { background: '#134e4a', text: '#ccfbf1' },
  },
  {
    name: 'amber',
    light: { background: '#fef3c7', text: '#92400e' },
    dark: { background: '#78350f', text: '#fef3c7' },
  },
  {
    name: 'indigo',
    light: { background: '#e0e7ff', text: '#3730a3' },
    dark: { background: '#312e81', text: '#e0e7ff' },
  },
  {
    name: 'lime',
    light: { background: '#ecfccb', text: '#3f6212' },
    dark: { background: '#365314', text: '#ecfccb' },
  },
  {
    name: 'slate',
    light: { background: '#e2e8f0', text: '#1e293b' },
    dark: { background: '#334155', text: '#f1f5f9' },
  },
];

/**
 * The palette of the speaker at `index` (0 is the first speaker). Past the tenth the palettes
 * repeat; a negative or fractional index (a speaker not found, -1) is read as its distance
 * from 0, so a caller's lookup miss still gets a colour instead of undefined.
 */
export function speakerColor(index: number): SpeakerColor {
  const whole = Number.isFinite(index) ? Math.abs(Math.trunc(index)) : 0;
  return SPEAKER_COLORS[whole % SPEAKER_COLORS.length] as SpeakerColor;
}

/**
 * The palette index of a speaker: its place in the transcript's speaker list, so colours follow
 * the order speakers appear in; a name not in the list gets a stable index from its letters,
 * so it keeps its colour across renders.
 */
export function speakerColorIndex(speaker: string, speakers: readonly string[]): number {
  const place = speakers.indexOf(speaker);
  if (place >= 0) return place % SPEAKER_COLORS.length;
  let hash = 0;
  for (const char of speaker) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash % SPEAKER_COLORS.length;
}

/**
 * Inline custom properties for an element drawn in a speaker's colours: light-dark() picks the
 * pair of the inherited colour scheme, as the kit's tokens do.
 */
export function speakerColorStyle(color: SpeakerColor): CSSProperties {
  return {
    '--captio-speaker-background': `light-dark(${color.light.background}, ${color.dark.background})`,
    '--captio-speaker-text': `light-dark(${color.light.text}, ${color.dark.text})`,
  } as CSSProperties;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
