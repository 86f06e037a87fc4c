import type { AssFlavor } from '../ass/ass-columns.js';
import { assEventAlignment, assStyleKey, isNumpadAlignment } from '../ass/ass-alignment.js';
import { sourceFlavor } from '../ass/ass-formatter.js';
import type { AssStyle, Cue, FormatOptions, NumpadAlignment } from '../core/types.js';
import { alignmentOfVttSettings } from '../vtt/vtt-alignment.js';

/**
 * Where cues of any format ask to be placed, in the numpad terms of SubRip's {\anN}: a SubRip
 * cue's own alignment; an ASS event's \an or \a override, else its style's Alignment (which is
 * why the styles of the file, options.styles, are needed); WebVTT settings where their meaning
 * is clear (see alignmentOfVttSettings). 2 when a cue says nothing.
 */
export class CueAlignments {
  private styles: Map<string, AssStyle> | undefined;
  /** What the header says the script is, worked out once: it reads the whole header. */
  private flavor: AssFlavor | undefined;

  constructor(private readonly options: FormatOptions) {}

  of(cue: Cue): NumpadAlignment {
    const settings = cue.settings;
    if (settings === undefined) return 2;
    switch (settings.kind) {
      case 'srt':
        // A cue made by hand may hold anything.
        return isNumpadAlignment(settings.alignment) ? settings.alignment : 2;
      case 'vtt':
        return alignmentOfVttSettings(settings);
      case 'ass':
        this.flavor ??= sourceFlavor(this.options.header) ?? 'ass';
        return assEventAlignment(cue, settings, this.stylesByName(), this.flavor);
      default:
        return 2;
    }
  }

  /** The last style of each name wins, as in libass. */
  private stylesByName(): Map<string, AssStyle> {
    if (this.styles === undefined) {
      this.styles = new Map();
      for (const style of this.options.styles ?? [])
        this.styles.set(assStyleKey(style.name), style);
    }
    return this.styles;
  }
}
