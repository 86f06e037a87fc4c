import { describe, expect, test } from 'vitest';
import { renderMarkup } from '../../testing/render.js';
import { FindReplaceBar, type FindReplaceBarProps } from './FindReplaceBar.js';

// Typing, Enter / Shift+Enter / Escape and focus run in Chromium (the stories). Here: names,
// the count and the disabled states.
const noop = () => undefined;
const props: FindReplaceBarProps = {
  query: 'cat',
  replacement: 'dog',
  caseSensitive: false,
  matchCount: 5,
  activeMatch: -1,
  onQueryChange: noop,
  onReplacementChange: noop,
  onCaseSensitiveChange: noop,
  onNext: noop,
  onPrevious: noop,
  onReplace: noop,
  onReplaceAll: noop,
  onClose: noop,
};

describe('FindReplaceBar', () => {
  test('a named search landmark with labelled fields and buttons', () => {
    const markup = renderMarkup(<FindReplaceBar {...props} />);
    expect(markup).toContain('role="search" aria-label="Find and replace"');
    for (const name of ['Previous match', 'Next match', 'Close find and replace']) {
      expect(markup).toContain(`aria-label="${name}"`);
    }
    expect(markup).toMatch(/<label for="[^"]+"[^>]*>Find<\/label>/);
    expect(markup).toMatch(/<label for="[^"]+"[^>]*>Replace with<\/label>/);
    expect(markup).toContain('Match case');
  });

  test.each([
    [5, -1, '5 matches'],
    [1, -1, '1 match'],
    [0, -1, 'No matches'],
    [5, 1, 'Match 2 of 5'],
  ])('%d matches, the %dth active, reads %s', (matchCount, activeMatch, text) => {
    const markup = renderMarkup(
      <FindReplaceBar {...props} matchCount={matchCount} activeMatch={activeMatch} />,
    );
    expect(markup).toContain(`>${text}</output>`);
  });

  test('Russian counts take their plural forms', () => {
    for (const [count, word] of [
      [1, 'совпадение'],
      [3, 'совпадения'],
      [5, 'совпадений'],
    ] as const) {
      expect(renderMarkup(<FindReplaceBar {...props} matchCount={count} />, 'ru-RU')).toContain(
        `${count} ${word}`,
      );
    }
  });

  test('nothing to replace or step through without matches', () => {
    const markup = renderMarkup(<FindReplaceBar {...props} matchCount={0} />);
    expect(markup.match(/disabled=""/g)).toHaveLength(4);
  });

  test('an empty query shows no count', () => {
    expect(renderMarkup(<FindReplaceBar {...props} query="" />)).toMatch(/<output[^>]*><\/output>/);
  });
});
