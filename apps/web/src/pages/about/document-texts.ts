import type { AboutKey } from './catalog.js';

/** A document of the area, named by the middle of its keys: `about.<id>.lead` and the rest. */
export type DocumentId = {
  [K in AboutKey]: K extends `about.${infer Id}.lead`
    ? Id extends `${string}.${string}`
      ? never
      : Id
    : never;
}[AboutKey];

export interface DocumentSection {
  heading: AboutKey;
  body: AboutKey;
}

/** The keys of one document's texts, in reading order. */
export interface DocumentTexts {
  title: AboutKey;
  description: AboutKey;
  heading: AboutKey;
  lead: AboutKey;
  sections: readonly DocumentSection[];
}

/**
 * Every document's texts follow one naming rule: `about.<id>.title`, `.description`, `.heading`,
 * `.lead`, then `.s1.heading`, `.s1.body` and so on for its numbered sections. The rule is
 * written here once, so a page module says only which document and how many sections.
 */
export function documentTexts(id: DocumentId, sectionCount: number): DocumentTexts {
  const key = (rest: string) => `about.${id}.${rest}` as AboutKey;
  return {
    title: key('title'),
    description: key('description'),
    heading: key('heading'),
    lead: key('lead'),
    sections: Array.from({ length: sectionCount }, (_, index) => ({
      heading: key(`s${index + 1}.heading`),
      body: key(`s${index + 1}.body`),
    })),
  };
}
