import type { Feature, Question, Step } from '../../features/landing/content.js';
import type { IconName } from '@captio/ui-kit';
import type { PageMessageValues } from '../../i18n/page-catalog.js';
import type { ToolsTranslate } from './catalog.js';

/** The sections a family of tool pages shares: what it offers, its steps, its questions. */
export interface ToolFamily {
  features: { title: string; items: Feature[] };
  steps: Step[];
  questions: Question[];
}

type Family = 'transcribe' | 'subtitles' | 'translate' | 'download' | 'ytSubs';

const FEATURES = {
  transcribe: [
    ['speakers', 'speakers'],
    ['edit', 'timestamps'],
    ['globe', 'languages'],
    ['document', 'export'],
  ],
  subtitles: [
    ['captions', 'timing'],
    ['text', 'lines'],
    ['sparkles', 'style'],
    ['translate', 'translate'],
  ],
  translate: [
    ['globe', 'languages'],
    ['captions', 'timing'],
    ['document', 'files'],
    ['mic', 'voice'],
  ],
  download: [
    ['video', 'site'],
    ['download', 'format'],
    ['text', 'transcribe'],
    ['globe', 'browser'],
  ],
  ytSubs: [
    ['translate', 'tracks'],
    ['captions', 'formats'],
    ['sparkles', 'generate'],
    ['globe', 'translate'],
  ],
} as const satisfies Record<Family, readonly (readonly [IconName, string])[]>;

const QUESTIONS = {
  transcribe: ['speakers', 'edit', 'files', 'detect'],
  subtitles: ['difference', 'formats', 'length', 'youtube'],
  translate: ['languages', 'subtitles', 'timing', 'export'],
  download: ['legal', 'links', 'format', 'transcript'],
  ytSubs: ['none', 'format', 'private', 'reuse'],
} as const satisfies Record<Family, readonly string[]>;

type FeatureId<F extends Family> = (typeof FEATURES)[F][number][1];
type QuestionId<F extends Family> = (typeof QUESTIONS)[F][number];

/**
 * A family's sections in the reader's language. `values` fill the family's messages (the site
 * and format of a downloader); `replace` puts a page's own question in place of one of the
 * family's (a language page's line lengths instead of the general rule).
 */
export function toolFamily<F extends Family>(
  t: ToolsTranslate,
  family: F,
  values: PageMessageValues = {},
  replace: Partial<Record<QuestionId<F>, Question>> = {},
): ToolFamily {
  const items = FEATURES[family].map(([icon, id]: readonly [IconName, FeatureId<F>]) => ({
    icon,
    title: t(`tools.${family}.features.${id}.title` as never, values),
    body: t(`tools.${family}.features.${id}.body` as never, values),
  }));
  const questions = QUESTIONS[family].map(
    (id: QuestionId<F>) =>
      replace[id] ?? {
        question: t(`tools.${family}.faq.${id}.question` as never, values),
        answer: t(`tools.${family}.faq.${id}.answer` as never, values),
      },
  );
  const steps = ([1, 2, 3] as const).map((n) => ({
    title: t(`tools.${family}.steps.${n}.title` as never, values),
    body: t(`tools.${family}.steps.${n}.body` as never, values),
  }));
  return {
    features: { title: t(`tools.${family}.features.title` as never, values), items },
    steps,
    questions,
  };
}
