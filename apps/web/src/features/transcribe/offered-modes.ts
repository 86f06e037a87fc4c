import { TASK_MODE, type GlobalFree } from '@captio/api-client';
import type { TaskModeName } from './start-store.js';

/**
 * The modes a form offers: those of the page that the server does (once it said) and that the
 * reader's plan allows (the free level, visitors included, has the global free use types only);
 * an article only in a language some writing engine of the server writes (with detection, the
 * language is known later, and the server says then). The server checks the same rules;
 * offering only what it would accept spares a refusal.
 */
export function offeredModes(options: {
  pageModes: readonly TaskModeName[];
  serverModes: readonly number[] | undefined;
  level: number;
  globalFree: Pick<GlobalFree, 'use_type'> | undefined;
  /** The chosen language, and the languages articles are written in (once the server said). */
  language?: string | undefined;
  articleLanguages?: readonly string[] | undefined;
}): TaskModeName[] {
  const { pageModes, serverModes, level, globalFree, language, articleLanguages } = options;
  const freeTypes = globalFree?.use_type ?? ['basic'];
  const written = (code: string) =>
    code === 'auto' || articleLanguages?.includes(code.toLowerCase().split(/[-_(]/)[0] ?? '');
  const offered = pageModes.filter(
    (mode) =>
      (serverModes === undefined || serverModes.includes(TASK_MODE[mode])) &&
      (level > 0 || freeTypes.includes(mode)) &&
      (mode !== 'article' ||
        language === undefined ||
        articleLanguages === undefined ||
        written(language)),
  );
  return offered.length > 0 ? offered : pageModes.slice(0, 1);
}
