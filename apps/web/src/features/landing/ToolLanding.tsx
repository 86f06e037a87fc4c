import type { ReactNode } from 'react';
import { CallToAction } from './CallToAction.js';
import type { Feature, LinkItem, Question, Step } from './content.js';
import { Faq } from './Faq.js';
import { FeatureGrid } from './FeatureGrid.js';
import { Hero } from './Hero.js';
import { RelatedTools } from './RelatedTools.js';
import { Steps } from './Steps.js';

export interface ToolLandingProps {
  eyebrow: string;
  /** The page's h1, specific to its parameters ("TikTok to MP4 downloader"). */
  title: string;
  lead: string;
  points?: readonly string[];
  /** The tool's form (or the way to it), under the title. */
  tool?: ReactNode;
  steps: readonly Step[];
  features: { title: string; items: readonly Feature[] };
  /** Sections between the features and the questions (formats, languages, use cases). */
  more?: ReactNode;
  questions: readonly Question[];
  related: readonly LinkItem[];
}

/**
 * A tool or service landing page, section by section: what it does with its form, how it works
 * in three steps, what it offers, questions and answers, related tools, and the call to action.
 */
export function ToolLanding({
  eyebrow,
  title,
  lead,
  points,
  tool,
  steps,
  features,
  more,
  questions,
  related,
}: ToolLandingProps) {
  return (
    <>
      <Hero eyebrow={eyebrow} title={title} lead={lead} {...(points ? { points } : {})}>
        {tool}
      </Hero>
      <Steps steps={steps} />
      <FeatureGrid title={features.title} features={features.items} tinted />
      {more}
      <Faq questions={questions} />
      <RelatedTools links={related} tinted />
      <CallToAction />
    </>
  );
}
