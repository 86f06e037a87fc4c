import { assEventAlignment, isNumpadAlignment } from '../ass/ass-alignment.js';
import { AssStyleLookup } from '../ass/ass-style-lookup.js';
import type { Cue, FormatOptions, NumpadAlignment } from '../core/types.js';
import { alignmentOfVttSettings } from '../vtt/vtt-alignment.js';

/**
 * Where cues of any format ask to be placed, in the numpad terms of SubRip's {\anN}: a SubRip
 * cue's own alignment; an ASS event's \an or \a override, else its style's Alignment (which is
 * why the styles of the file, options.styles, are needed); WebVTT settings where their meaning
 * is clear (see alignmentOfVttSettings). 2 when a cue says nothing.
 */
export class CueAlignments {
  /** The styles of options.styles, which ASS events are placed by. */
  readonly styles: AssStyleLookup;

  constructor(options: FormatOptions) {
    this.styles = new AssStyleLookup(options);
  }

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
        return assEventAlignment(cue, settings, this.styles.styles, this.styles.flavor);
      default:
        return 2;
    }
  }
}
