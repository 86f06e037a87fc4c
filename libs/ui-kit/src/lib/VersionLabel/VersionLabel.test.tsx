import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { VersionLabel } from './VersionLabel.js';

// Rendering, layout and contrast are tested in a real browser by the stories
// (apps/storybook: play functions and axe, light and dark); these pin the markup contract
// that apps/web and its end-to-end test rely on.
describe('VersionLabel', () => {
  test.each([
    ['0.1.0', 'v0.1.0'],
    ['1.12.0-rc.3', 'v1.12.0-rc.3'],
  ])('version %s reads %s', (version, text) => {
    const html = renderToStaticMarkup(<VersionLabel version={version} />);
    expect(html).toContain(`>${text}</div>`);
  });

  test('is a plain element with the test id the shell tests look for, never a landmark', () => {
    const html = renderToStaticMarkup(<VersionLabel version="0.1.0" />);
    expect(html).toMatch(/^<div [^>]*data-testid="app-version"/);
    expect(html).not.toMatch(/role=|<footer|<aside/);
  });

  test('is not machine-translated with the page', () => {
    expect(renderToStaticMarkup(<VersionLabel version="0.1.0" />)).toContain('translate="no"');
  });

  test('keeps a caller class beside its own', () => {
    const html = renderToStaticMarkup(<VersionLabel version="0.1.0" className="extra" />);
    expect(html).toMatch(/class="[^"]*\bextra"/);
  });
});
