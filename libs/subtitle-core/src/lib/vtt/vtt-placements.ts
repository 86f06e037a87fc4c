import { type PlayRes, playResOf } from '../ass/ass-play-res.js';
import { assPositionOf } from '../ass/ass-position.js';
import { AssStyledTexts } from '../ass/ass-styled-text.js';
import { styleValue } from '../ass/ass-styles.js';
import {
  type AssMargins,
  vttSettingsForAssMargins,
  vttSettingsForAssPosition,
} from '../core/cue-placement.js';
import type { AssEventSettings, Cue, FormatOptions, VttCueSettings } from '../core/types.js';
import { CueAlignments } from '../srt/srt-alignment.js';
import { vttSettingsForAlignment } from './vtt-alignment.js';

/**
 * Where the WebVTT writer places cues of other formats: an ASS event at its \pos, or within
 * its own margins, as percentages of the script's PlayRes frame (options.header must be the
 * script's: a ParseResult brings it); otherwise (a SubRip {\anN},
 * an ASS event placed by its alignment and its style's margins alone) the settings of its
 * numpad alignment. Also the text ASS events show with their style's italics (AssStyledTexts).
 */
export class VttPlacements {
  readonly alignments: CueAlignments;
  readonly styled: AssStyledTexts;
  private frame: PlayRes | undefined;

  constructor(private readonly options: FormatOptions) {
    this.alignments = new CueAlignments(options);
    this.styled = new AssStyledTexts(this.alignments.styles);
  }

  settingsOf(cue: Cue): VttCueSettings {
    const settings = cue.settings;
    if (settings?.kind === 'ass') {
      const placed = this.assSettings(cue, settings);
      if (placed !== undefined) return placed;
    }
    return vttSettingsForAlignment(this.alignments.of(cue));
  }

  private assSettings(cue: Cue, settings: AssEventSettings): VttCueSettings | undefined {
    const point = assPositionOf(settings.raw);
    const hasOwnMargins =
      settings.marginL !== 0 || settings.marginR !== 0 || settings.marginV !== 0;
    if (point === undefined && !hasOwnMargins) return undefined;
    // Without the script's header its frame is unknown: the alignment alone is what is sure.
    const header = this.options.header;
    if (header?.scriptInfo === undefined) return undefined;
    this.frame ??= playResOf(header);
    const alignment = this.alignments.of(cue);
    if (point !== undefined) return vttSettingsForAssPosition(alignment, point, this.frame);
    return vttSettingsForAssMargins(alignment, this.marginsOf(cue, settings), this.frame);
  }

  /** An event margin of 0 means its style's, as in libass. */
  private marginsOf(cue: Cue, settings: AssEventSettings): AssMargins {
    const style = this.alignments.styles.of(cue);
    const flavor = this.alignments.styles.flavor;
    const styleMargin = (column: string): number => {
      const value = style === undefined ? 0 : Number(styleValue(style, column, flavor, 'ass'));
      return Number.isFinite(value) ? value : 0;
    };
    return {
      left: settings.marginL !== 0 ? settings.marginL : styleMargin('MarginL'),
      right: settings.marginR !== 0 ? settings.marginR : styleMargin('MarginR'),
      vertical: settings.marginV !== 0 ? settings.marginV : styleMargin('MarginV'),
    };
  }
}
