import { assPlacementOfVttSettings } from '../core/cue-placement.js';
import type { Cue } from '../core/types.js';
import { withAlignmentOverride } from './ass-alignment.js';
import { type AssFlavor, assToSsaAlignment } from './ass-columns.js';
import type { PlayRes } from './ass-play-res.js';

/**
 * The Text field of a cue that is not an ASS event, with its placement as override tags at the
 * start: a SubRip alignment as {\anN} (see withAlignmentOverride); WebVTT settings as {\anN}
 * when they are one of the nine placements an alignment gives, else as {\anN\pos(x,y)} in the
 * frame of the script written (see assPlacementOfVttSettings). SSA gets \a in its numbering.
 */
export function withPlacementOverride(
  text: string,
  cue: Cue,
  target: AssFlavor,
  frame: PlayRes,
): string {
  const settings = cue.settings;
  if (settings?.kind !== 'vtt') return withAlignmentOverride(text, cue, target);
  const { alignment, point } = assPlacementOfVttSettings(settings, frame);
  // With \pos the alignment is written even at 2: the script's style may align otherwise.
  if (point === undefined && alignment === 2) return text;
  let tags = target === 'ass' ? `\\an${alignment}` : `\\a${assToSsaAlignment(alignment)}`;
  if (point !== undefined) tags += `\\pos(${point.x},${point.y})`;
  return `{${tags}}${text}`;
}
