import type { ReactNode } from 'react';
import { useT } from '@captio/i18n/react';
import type { Locale } from '@captio/routing-rules';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { useLandingT } from '../../features/landing/catalog.js';
import type { Feature, LinkItem } from '../../features/landing/content.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { FeatureGrid } from '../../features/landing/FeatureGrid.js';
import { HeroActions } from '../../features/landing/HeroActions.js';
import { LanguageShowcase } from '../../features/landing/LanguageShowcase.js';
import type { IconName } from '@captio/ui-kit';
import { toolLinks, type ToolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { catalog as toolsCatalog, useToolsT } from '../tools/catalog.js';
import { toolFamily, type ToolFamily } from '../tools/families.js';
import { SubtitleForm, TranscribeForm } from '../tools/forms.js';
import { translatorCatalog } from '../../features/translate/catalog.js';
import { TranslateTools } from '../../features/translate/TranslateForm.js';
import { withTranscribeTexts } from '../../features/transcribe/catalog.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints, type Point } from '../../features/landing/points.js';
import { catalog, useServicesT, type ServicesTranslate } from './catalog.js';
import { companionSections } from './companion.js';

type Service = 'transcription' | 'captions' | 'translate' | 'companion';

const SERVICE_OF_PAGE: Readonly<Record<string, Service>> = {
  'services-transcription': 'transcription',
  'services-captions-generator': 'captions',
  'services-translate': 'translate',
  'services-ai-companion': 'companion',
};

function serviceOf(route: PageRoute): Service {
  return SERVICE_OF_PAGE[route.name ?? ''] ?? 'transcription';
}

interface ServiceSetup {
  /** The shell's name of the service, shown above the title. */
  name:
    | 'nav.transcriptionService'
    | 'nav.captionsGenerator'
    | 'nav.translateService'
    | 'nav.aiCompanion';
  /** Where its main button leads. */
  start: string;
  /** The working tool shown in place of the buttons, for the services that have one. */
  tool?: 'transcribe' | 'subtitles' | 'translate';
  useCases: readonly (readonly [IconName, string])[];
  points: readonly Point[];
  related(links: ToolLinks): LinkItem[];
  more(locale: Locale): ReactNode;
}

const SERVICES: Readonly<Record<Service, ServiceSetup>> = {
  transcription: {
    name: 'nav.transcriptionService',
    start: '/transcribe-audio',
    tool: 'transcribe',
    useCases: [
      ['speakers', 'interviews'],
      ['briefcase', 'meetings'],
      ['school', 'lectures'],
    ],
    points: ['free', 'languages', 'formats'],
    related: (links) => [
      links.transcribeAudio(),
      links.transcribeVideo(),
      links.textConverter('audio'),
      links.textConverter('video'),
      links.transcribeLanguage('english'),
      links.transcribeLanguage('spanish'),
      links.captionsService(),
      links.companionService(),
    ],
    more: (locale) => (
      <>
        <ExportFormats tinted />
        <LanguageShowcase locale={locale} />
      </>
    ),
  },
  captions: {
    name: 'nav.captionsGenerator',
    start: '/srt-generator',
    tool: 'subtitles',
    useCases: [
      ['video', 'social'],
      ['school', 'training'],
      ['captions', 'access'],
    ],
    points: ['free', 'languages', 'formats'],
    related: (links) => [
      links.subtitleGenerator('srt'),
      links.subtitleGenerator('vtt'),
      links.subtitleGeneratorLanguage('english'),
      links.mediaTranslator('subtitle'),
      links.convertSubtitle('vtt', 'srt'),
      links.mergeSubtitles(),
      links.youtubeSubtitles(),
      links.translateService(),
    ],
    more: () => <ExportFormats tinted />,
  },
  translate: {
    name: 'nav.translateService',
    start: '/video-translator',
    tool: 'translate',
    useCases: [
      ['globe', 'audience'],
      ['briefcase', 'teams'],
      ['school', 'learning'],
    ],
    points: ['free', 'languages', 'formats'],
    related: (links) => [
      links.mediaTranslator('video'),
      links.mediaTranslator('audio'),
      links.mediaTranslator('subtitle'),
      links.mediaTranslator('captions'),
      links.translateMedia('english', 'spanish'),
      links.translateMedia('spanish', 'english'),
      links.captionsService(),
      links.transcriptionService(),
    ],
    more: () => <ExportFormats tinted />,
  },
  companion: {
    name: 'nav.aiCompanion',
    start: '/transcribe-audio',
    useCases: [
      ['mic', 'podcasts'],
      ['megaphone', 'marketing'],
      ['briefcase', 'teams'],
    ],
    points: ['free', 'languages', 'browser'],
    related: (links) => [
      links.transcribeAudio(),
      links.transcribeVideo(),
      links.transcriptionService(),
      links.translateService(),
    ],
    more: () => null,
  },
};

function useCases(t: ServicesTranslate, service: Service): Feature[] {
  return SERVICES[service].useCases.map(([icon, id]) => ({
    icon,
    title: t(`services.${service}.useCases.${id}.title` as never),
    body: t(`services.${service}.useCases.${id}.body` as never),
  }));
}

function useSections(service: Service): ToolFamily {
  const tools = useToolsT();
  const t = useServicesT();
  if (service === 'companion') return companionSections(t);
  const family = (
    { transcription: 'transcribe', captions: 'subtitles', translate: 'translate' } as const
  )[service];
  return toolFamily(tools, family);
}

/** The transcription, captions and translation services start their job right on the page. */
function ServiceTool({
  kind,
  label,
  route,
}: {
  kind: 'transcribe' | 'subtitles' | 'translate';
  label: string;
  route: PageRoute;
}) {
  if (kind === 'translate') {
    return (
      <TranslateTools key={route.path} label={label} locale={route.locale} returnTo={route.path} />
    );
  }
  const Form = kind === 'transcribe' ? TranscribeForm : SubtitleForm;
  return <Form key={route.path} label={label} locale={route.locale} returnTo={route.path} />;
}

/** /services/*: what a service does, how, for whom, and the tools that provide it. */
function ServicePage({ route }: PageProps) {
  const t = useServicesT();
  const landing = useLandingT();
  const shell = useT();
  const service = serviceOf(route);
  const setup = SERVICES[service];
  const sections = useSections(service);
  return (
    <ToolLanding
      eyebrow={shell(setup.name)}
      title={t(`services.${service}.hero.title`)}
      lead={t(`services.${service}.hero.lead`)}
      points={usePoints(setup.points)}
      tool={
        setup.tool ? (
          <ServiceTool kind={setup.tool} label={shell(setup.name)} route={route} />
        ) : (
          <HeroActions
            primary={{ href: setup.start, label: t(`services.${service}.hero.action`) }}
            secondary={{ href: '/pricing', label: landing('landing.cta.pricing') }}
          />
        )
      }
      {...sections}
      more={
        <>
          <FeatureGrid
            title={t(`services.${service}.useCases.title`)}
            features={useCases(t, service)}
          />
          {setup.more(route.locale)}
        </>
      }
      related={setup.related(toolLinks(shell, route.locale))}
    />
  );
}

export const page: PageModule = {
  Page: ServicePage,
  catalog: withTranscribeTexts(catalog, toolsCatalog, translatorCatalog),
  head: (route, t) => {
    const service = serviceOf(route);
    return landingHead(t(`services.${service}.title`), t(`services.${service}.description`));
  },
};
