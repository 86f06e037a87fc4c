import { useT } from '@captio/i18n/react';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { CallToAction } from '../../features/landing/CallToAction.js';
import type { LinkItem } from '../../features/landing/content.js';
import { Hero } from '../../features/landing/Hero.js';
import { HeroActions } from '../../features/landing/HeroActions.js';
import { RelatedTools } from '../../features/landing/RelatedTools.js';
import { toolLinks, type ToolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { linkSubtitlesCatalog } from '../../features/link-subtitles/catalog.js';
import { LinkLookupForm } from '../../features/link-subtitles/LinkLookupForm.js';
import { LinkLookupResult } from '../../features/link-subtitles/LinkLookupResult.js';
import { withTranscribeTexts } from '../../features/transcribe/catalog.js';
import { catalog, useToolsT, type ToolsTranslate } from './catalog.js';
import { toolFamily } from './families.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';

type Variant = 'main' | 'Empty' | 'Banner' | 'Result';

const DOWNLOADER_PATH = '/tools/youtube-subtitle-downloader';
const TRANSCRIBE_PATH = '/transcribe-video';

/** The link a sub-page is about (?url=), passed on from the form. */
function linkOf(route: PageRoute): string | undefined {
  return new URLSearchParams(route.search).get('url')?.trim() || undefined;
}

/** The transcription tool, with the link along when there is one, to transcribe it instead. */
function transcribeHref(link: string | undefined): string {
  return link
    ? `${TRANSCRIBE_PATH}?${new URLSearchParams({ url: link }).toString()}`
    : TRANSCRIBE_PATH;
}

function variantOf(route: PageRoute): Variant {
  const suffix = route.name?.replace('tools-youtube-subtitle-downloader', '').replace('-', '');
  return suffix === 'Empty' || suffix === 'Banner' || suffix === 'Result' ? suffix : 'main';
}

function related(links: ToolLinks): LinkItem[] {
  return [
    links.subtitleGenerator('srt'),
    links.mediaTranslator('subtitle'),
    links.convertSubtitle('vtt', 'srt'),
    links.snsToFormat('youtube', 'mp4'),
    links.transcribeVideo(),
    links.captionsService(),
  ];
}

/** The sub-pages' headings: a video without subtitles, the compact tool, the lookup's result. */
function subPageTexts(t: ToolsTranslate, variant: Exclude<Variant, 'main'>) {
  const prefix = ({ Empty: 'empty', Banner: 'banner', Result: 'result' } as const)[variant];
  return { title: t(`tools.ytSubs.${prefix}.title`), lead: t(`tools.ytSubs.${prefix}.lead`) };
}

/**
 * /tools/youtube-subtitle-downloader and its sub-pages: /Empty (the video has no subtitles:
 * make them instead), /Banner (the tool alone, for campaign links) and /Result (a lookup's
 * subtitle tracks, for the link in ?url=). The sub-pages are states of the tool, kept out of
 * search.
 */
function YoutubeSubtitlesPage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const links = toolLinks(shell, route.locale);
  const variant = variantOf(route);
  const points = usePoints(['browser']);
  const toolName = shell('nav.youtubeSubtitleDownloader');
  const link = linkOf(route);
  if (variant === 'main') {
    return (
      <ToolLanding
        eyebrow={t('tools.subtitles.eyebrow')}
        title={toolName}
        lead={t('tools.ytSubs.lead')}
        points={points}
        tool={<LinkLookupForm label={toolName} locale={route.locale} />}
        {...toolFamily(t, 'ytSubs')}
        related={related(links)}
      />
    );
  }
  const { title, lead } = subPageTexts(t, variant);
  return (
    <>
      <Hero eyebrow={toolName} title={title} lead={lead} points={points}>
        {variant === 'Empty' ? (
          <HeroActions
            primary={{ href: transcribeHref(link), label: t('tools.ytSubs.empty.transcribe') }}
            secondary={{ href: DOWNLOADER_PATH, label: t('tools.ytSubs.empty.back') }}
          />
        ) : (
          <LinkLookupForm
            key={`${route.path}${route.search}`}
            label={toolName}
            locale={route.locale}
            initialUrl={variant === 'Result' ? link : undefined}
          />
        )}
      </Hero>
      {variant === 'Result' && <LinkLookupResult key={route.search} locale={route.locale} />}
      {variant !== 'Banner' && <RelatedTools links={related(links)} tinted />}
      <CallToAction />
    </>
  );
}

export const page: PageModule = {
  Page: YoutubeSubtitlesPage,
  catalog: withTranscribeTexts(catalog, linkSubtitlesCatalog),
  head: (route, t) => {
    const variant = variantOf(route);
    if (variant === 'main')
      return landingHead(t('tools.ytSubs.title'), t('tools.ytSubs.description'));
    const { title, lead } = subPageTexts(t as ToolsTranslate, variant);
    return { ...landingHead(title, lead), noindex: true };
  },
};
