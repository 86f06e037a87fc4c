import { FREE_QUOTA } from '@captio/i18n';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { CallToAction } from '../../features/landing/CallToAction.js';
import type { Feature, LinkItem, Question, Step } from '../../features/landing/content.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { Faq } from '../../features/landing/Faq.js';
import { FeatureGrid } from '../../features/landing/FeatureGrid.js';
import { Hero } from '../../features/landing/Hero.js';
import { LanguageShowcase } from '../../features/landing/LanguageShowcase.js';
import { usePoints } from '../../features/landing/points.js';
import { Steps } from '../../features/landing/Steps.js';
import { useLandingT, withLandingTexts } from '../../features/landing/catalog.js';
import { catalog, useHomeT } from './catalog.js';
import { HomeDrop } from './HomeDrop.js';
import { PlansTeaser } from './PlansTeaser.js';

type Translate = ReturnType<typeof useHomeT>;

const FEATURES = [
  ['text', 'transcribe', '/services/transcription'],
  ['captions', 'subtitles', '/services/captions-generator'],
  ['translate', 'translate', '/services/translate'],
  ['sparkles', 'companion', '/services/ai-companion'],
  ['speakers', 'speakers', '/transcribe-audio'],
  ['download', 'download', '/youtube-to-mp4'],
] as const;

const USE_CASES = [
  ['mic', 'podcasts'],
  ['video', 'creators'],
  ['school', 'education'],
  ['briefcase', 'meetings'],
  ['megaphone', 'marketing'],
  ['document', 'research'],
] as const;

const STEPS = [1, 2, 3] as const;

const QUESTIONS = ['what', 'files', 'formats', 'languages', 'free', 'privacy'] as const;

/** Where an answer goes on, and the link's text (the landing sections' or the page's own). */
function answerLink(
  id: (typeof QUESTIONS)[number],
  t: Translate,
  landing: ReturnType<typeof useLandingT>,
): LinkItem | undefined {
  if (id === 'languages') return { href: '/languages', label: landing('landing.languages.all') };
  if (id === 'free') return { href: '/pricing', label: landing('landing.cta.pricing') };
  if (id === 'privacy') return { href: '/privacy-policy', label: t('home.faq.privacy.link') };
  return undefined;
}

function features(t: Translate): Feature[] {
  return FEATURES.map(([icon, id, href]) => ({
    icon,
    title: t(`home.features.${id}.title`),
    body: t(`home.features.${id}.body`),
    href,
  }));
}

function useCases(t: Translate): Feature[] {
  return USE_CASES.map(([icon, id]) => ({
    icon,
    title: t(`home.useCases.${id}.title`),
    body: t(`home.useCases.${id}.body`),
  }));
}

function steps(t: Translate): Step[] {
  return STEPS.map((n) => ({ title: t(`home.steps.${n}.title`), body: t(`home.steps.${n}.body`) }));
}

function questions(t: Translate, landing: ReturnType<typeof useLandingT>): Question[] {
  return QUESTIONS.map((id) => {
    const link = answerLink(id, t, landing);
    return {
      question: t(`home.faq.${id}.question`),
      answer: t(`home.faq.${id}.answer`, { free: FREE_QUOTA }),
      ...(link ? { link } : {}),
    };
  });
}

function HomePage({ route }: PageProps) {
  const t = useHomeT();
  const landing = useLandingT();
  return (
    <>
      <Hero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        points={usePoints(['free', 'languages', 'formats'])}
      >
        <HomeDrop locale={route.locale} />
      </Hero>
      <FeatureGrid
        title={t('home.features.title')}
        lead={t('home.features.lead')}
        features={features(t)}
      />
      <Steps steps={steps(t)} />
      <ExportFormats tinted />
      <LanguageShowcase locale={route.locale} />
      <FeatureGrid title={t('home.useCases.title')} features={useCases(t)} tinted />
      <PlansTeaser />
      <Faq questions={questions(t, landing)} />
      <CallToAction />
    </>
  );
}

export const page: PageModule = {
  Page: HomePage,
  catalog: withLandingTexts(catalog),
  head: (_route, t) => ({ title: t('home.title'), description: t('home.description') }),
};
