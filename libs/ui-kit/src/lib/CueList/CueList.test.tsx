import { check, type Cue } from '@captio/subtitle-core';
import { describe, expect, test } from 'vitest';
import { tagWith } from '../../testing/markup.js';
import { renderMarkup } from '../../testing/render.js';
import { CueList, type CueListProps } from './CueList.js';

// Focus movement, scrolling the current cue into view, time input drafts and the split caret
// need a browser: the stories (apps/storybook) test them in Chromium. Here: what the server
// renders, the names of the controls, the flags and the virtualization.
const cues: Cue[] = [
  { start: 0, end: 1500, text: 'Hello there.', speaker: 'Ana' },
  { start: 1500, end: 2200, text: 'This line is far too long to be read in so little time at all' },
  { start: 3000, end: 5000, text: 'Bye.', speaker: 'Bo' },
];
const noop = () => undefined;
const props: CueListProps = {
  cues,
  speakers: ['Ana', 'Bo'],
  findings: check(cues, { lang: 'en' }),
  currentIndex: 2,
  onSeek: noop,
  onTextChange: noop,
  onTimingChange: noop,
  onSpeakerClick: noop,
  onSplit: noop,
  onMergeNext: noop,
  onDelete: noop,
};

describe('CueList', () => {
  const markup = renderMarkup(<CueList {...props} />);

  test('a list of cue rows, each positioned in the whole transcript', () => {
    expect(markup).toContain('role="list" aria-label="Subtitles"');
    expect(markup.match(/role="listitem"/g)).toHaveLength(3);
    expect(markup).toContain('aria-setsize="3" aria-posinset="1"');
  });

  test('every control of a row has a name that says which cue', () => {
    for (const name of [
      'Play cue 1 from 00:00:00.000',
      'Start of cue 1',
      'End of cue 1',
      'Speaker of cue 1: Ana. Choose or rename',
      'Split cue 1 at the cursor',
      'Merge cue 1 with the next cue',
      'Delete cue 1',
      'Text of cue 1',
    ]) {
      expect(markup).toContain(`aria-label="${name}"`);
    }
  });

  test('times show in the form their inputs read back, text as it is', () => {
    expect(markup).toContain('value="00:00:01.500"');
    expect(markup).toContain('>Hello there.</textarea>');
  });

  test('a cue without a speaker shows the default label', () => {
    expect(markup).toContain('Speaker of cue 2: Unknown Speaker. Choose or rename');
  });

  test('the current cue is marked, the others are not', () => {
    expect(markup.match(/aria-current="true"/g)).toHaveLength(1);
    expect(markup).toMatch(/aria-current="true" data-index="2"/);
  });

  test('check() findings show as flags on their cue only', () => {
    expect(markup).toContain('aria-label="Problems found in cue 2"');
    expect(markup).not.toContain('Problems found in cue 1"');
    expect(markup).toMatch(/data-code="reading-speed">[\d.]+ characters\/s \(max 15\)/);
  });

  test('the last cue cannot merge with a next one', () => {
    expect(tagWith(markup, 'aria-label', 'Merge cue 3 with the next cue')).toContain('disabled');
    expect(tagWith(markup, 'aria-label', 'Merge cue 1 with the next cue')).not.toContain(
      'disabled',
    );
  });

  test('in German', () => {
    const german = renderMarkup(<CueList {...props} />, 'de-DE');
    expect(german).toContain('aria-label="Untertitel"');
    expect(german).toContain('aria-label="Segment 1 löschen"');
    expect(german).toContain('Unbekannter Sprecher');
  });

  test('3,000 cues render a screenful of rows, not 3,000', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      start: i * 3000,
      end: i * 3000 + 2500,
      text: `Cue ${i + 1}`,
    }));
    const big = renderMarkup(<CueList {...props} cues={many} findings={[]} currentIndex={-1} />);
    const rows = big.match(/role="listitem"/g)?.length ?? 0;
    expect(rows).toBeGreaterThan(3);
    expect(rows).toBeLessThan(30);
    expect(big).toContain('aria-setsize="3000"');
  });
});

describe('CueList with a translation', () => {
  const translation = {
    texts: ['Hola.', 'Esta línea es demasiado larga'],
    language: 'es',
    view: 'both' as const,
    readOnly: false,
    label: (number: number) => `Translation of cue ${number} (Spanish)`,
    onChange: noop,
  };

  test('shows each cue’s translation beside its text, named by the page, in its language', () => {
    const markup = renderMarkup(<CueList {...props} translation={translation} />);
    expect(markup).toContain('aria-label="Text of cue 1"');
    const translated = tagWith(markup, 'aria-label', 'Translation of cue 1 (Spanish)');
    expect(translated).toContain('lang="es"');
    expect(translated).toContain('data-field="translation"');
    // Either side may be Arabic or Hebrew: each takes the direction of its own text.
    expect(translated).toContain('dir="auto"');
    expect(tagWith(markup, 'aria-label', 'Text of cue 1')).toContain('dir="auto"');
    expect(translated).not.toContain('readOnly');
    expect(markup).toContain('>Hola.</textarea>');
  });

  test('a cue the translation has no line for shows an empty translation that cannot be typed in', () => {
    const markup = renderMarkup(<CueList {...props} translation={translation} />);
    expect(tagWith(markup, 'aria-label', 'Translation of cue 3 (Spanish)')).toContain('readOnly');
  });

  test('the translation view hides the original texts, the original view the translations', () => {
    const translated = renderMarkup(
      <CueList {...props} translation={{ ...translation, view: 'translation' }} />,
    );
    expect(translated).not.toContain('aria-label="Text of cue 1"');
    expect(translated).toContain('aria-label="Translation of cue 1 (Spanish)"');
    const original = renderMarkup(
      <CueList {...props} translation={{ ...translation, view: 'original' }} />,
    );
    expect(original).toContain('aria-label="Text of cue 1"');
    expect(original).not.toContain('Translation of cue');
  });

  test('while a new translation is made, the translations cannot be typed in', () => {
    const markup = renderMarkup(
      <CueList {...props} translation={{ ...translation, readOnly: true }} />,
    );
    expect(tagWith(markup, 'aria-label', 'Translation of cue 1 (Spanish)')).toContain('readOnly');
  });
});
