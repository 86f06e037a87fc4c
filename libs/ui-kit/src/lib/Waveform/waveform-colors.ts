/** The colours wavesurfer paints with: a canvas needs resolved colours, not var() or light-dark(). */
export interface WaveformColors {
  wave: string;
  progress: string;
  cursor: string;
  capsule: string;
  currentCapsule: string;
  scene: string;
}

/** A colour with an alpha, from the rgb()/rgba() text getComputedStyle gives. */
export function withAlpha(color: string, alpha: number): string {
  const channels = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(color);
  if (!channels) return color;
  return `rgb(${channels[1]} ${channels[2]} ${channels[3]} / ${alpha})`;
}

/** The kit's tokens as the colour scheme of `element` resolves them. */
export function resolveWaveformColors(element: HTMLElement): WaveformColors {
  const probe = element.ownerDocument.createElement('span');
  probe.style.display = 'none';
  element.append(probe);
  const resolve = (token: string) => {
    probe.style.color = `var(${token})`;
    return getComputedStyle(probe).color;
  };
  const primary = resolve('--captio-color-primary');
  const colors = {
    wave: resolve('--captio-color-text-muted'),
    progress: primary,
    cursor: resolve('--captio-color-danger'),
    capsule: withAlpha(primary, 0.16),
    currentCapsule: withAlpha(primary, 0.34),
    scene: resolve('--captio-color-warning'),
  };
  probe.remove();
  return colors;
}
