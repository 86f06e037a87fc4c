import type { PageHead } from '../../app/page-module.js';

/** A landing page's head: its own title followed by the brand, and its own description. */
export function landingHead(title: string, description: string): PageHead {
  return { title: `${title} · Captio`, description };
}
