import { beforeAll } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    parkPointer: () => Promise<void>;
  }
}

// The real mouse rests at the page's top-left corner, where every story renders: Chromium then
// sends real pointerenter events to whatever appears under it, so a hover menu opened on its own
// before a play function began (HoverMenu › Type Ahead toggled it shut with Enter). Stories move
// their pointer with Testing Library's simulated events; the real one is kept off the page.
beforeAll(async () => {
  await commands.parkPointer();
});
