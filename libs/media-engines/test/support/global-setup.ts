import type { TestProject } from 'vitest/node';
import { makeMediaFixtures, removeFixtures, type MediaFixtures } from './media-fixtures.js';

declare module 'vitest' {
  export interface ProvidedContext {
    mediaFixtures: MediaFixtures;
  }
}

/** The media every test file reads is made once per run, and removed after it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fixtures = await makeMediaFixtures();
  project.provide('mediaFixtures', fixtures);
  return () => removeFixtures(fixtures);
}
