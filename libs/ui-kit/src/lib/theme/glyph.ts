/**
 * The props of the kit's line icons (24-unit grid, stroked with the text colour). Always
 * hidden from assistive technology: the control around an icon carries its name.
 */
export function glyphProps(size = 20) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  } as const;
}
