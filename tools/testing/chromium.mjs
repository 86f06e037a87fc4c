// Debian's Chromium for every browser test (Playwright end-to-end, Storybook story tests): no
// browser is downloaded. The flags keep it headless and off the network except the local server:
// a test must not depend on, nor wait for, any outside service (closed networks refuse them).
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
