import type { IconName } from '@captio/ui-kit';

/** One step of a "how it works" list. */
export interface Step {
  title: string;
  body: string;
}

/** A card of a feature or use-case grid; with `href`, its title links there. */
export interface Feature {
  icon: IconName;
  title: string;
  body: string;
  href?: string;
}

/** A question and its answer; `link` points to where the answer goes on. */
export interface Question {
  question: string;
  answer: string;
  link?: LinkItem;
}

/** An in-app link (an unlocalized path: the kit's Link adds the locale). */
export interface LinkItem {
  href: string;
  label: string;
}
