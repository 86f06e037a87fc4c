// Debian's Chromium for every browser test (Playwright end-to-end, Storybook story tests) and the
// benches: no browser is downloaded. The flags keep it headless and off the network except the
// local server: a test must not depend on, nor wait for, any outside service (closed networks
// refuse them).

/** The whole browser, as people run it: the benches measure what a user's browser does. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
 * browser's own UI and services), which the tests run: the full browser's headless mode starts
 * the browser's UI pages and services for every page as well, and the test run is CPU-bound on
 * two cores.
 */
export const TEST_CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
