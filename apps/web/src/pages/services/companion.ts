import type { IconName } from '@captio/ui-kit';
import type { ToolFamily } from '../tools/families.js';
import type { ServicesTranslate } from './catalog.js';

const FEATURES = [
  ['text', 'summary'],
  ['edit', 'blog'],
  ['mic', 'notes'],
  ['megaphone', 'social'],
  ['briefcase', 'minutes'],
  ['sparkles', 'source'],
] as const satisfies readonly (readonly [IconName, string])[];

const QUESTIONS = ['what', 'transcript', 'language', 'check'] as const;

/** The AI companion's sections: what it writes, how, and the questions people ask about it. */
export function companionSections(t: ServicesTranslate): ToolFamily {
  return {
    features: {
      title: t('services.companion.features.title'),
      items: FEATURES.map(([icon, id]) => ({
        icon,
        title: t(`services.companion.features.${id}.title`),
        body: t(`services.companion.features.${id}.body`),
      })),
    },
    steps: ([1, 2, 3] as const).map((n) => ({
      title: t(`services.companion.steps.${n}.title`),
      body: t(`services.companion.steps.${n}.body`),
    })),
    questions: QUESTIONS.map((id) => ({
      question: t(`services.companion.faq.${id}.question`),
      answer: t(`services.companion.faq.${id}.answer`),
    })),
  };
}
