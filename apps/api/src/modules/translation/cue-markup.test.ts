import { describe, expect, it } from 'vitest';
import { linesToCues } from '../tasks/cues.js';
import { sourceMarkupOf, withMarkup } from './cue-markup.js';

const line = (text: string) => ({ start_time: 0, end_time: 1000, text });

describe('markup kept beside plain lines', () => {
  it('keeps a cue’s italic, bold and underline, and nothing when no cue has any', () => {
    const lines = [line('Hello & welcome'), line('Bye')];
    expect(sourceMarkupOf(['<i>Hello</i> &amp; welcome', 'Bye'], lines)).toEqual([
      '<i>Hello</i> &amp; welcome',
      'Bye',
    ]);
    expect(sourceMarkupOf(['<c.x>Hello</c> &amp; welcome', 'Bye'], lines)).toBeNull();
  });

  it('keeps a cue plain whose markup reads as another text than its line', () => {
    expect(sourceMarkupOf(['<i>Hello</i>'], [line('Hello there')])).toBeNull();
  });

  it('writes each line with its markup, and plain where the text is no longer the one marked', () => {
    const lines = [line('Buenos días'), line('La casa es enorme.'), line('Tom & Jerry')];
    const markup = ['<i>Buenos días</i>', 'La casa es <b>grande</b>.', '<u>Tom</u> &amp; Jerry'];
    const cues = withMarkup(linesToCues(lines, {}, 'Unknown'), lines, markup);
    expect(cues.map((cue) => cue.text)).toEqual([
      '<i>Buenos días</i>',
      'La casa es enorme.',
      '<u>Tom</u> &amp; Jerry',
    ]);
  });

  it('writes every line plain when the markup does not line up with the lines', () => {
    const lines = [line('Buenos días'), line('Adiós')];
    const cues = withMarkup(linesToCues(lines, {}, 'Unknown'), lines, ['<i>Buenos días</i>']);
    expect(cues.map((cue) => cue.text)).toEqual(['Buenos días', 'Adiós']);
  });
});
