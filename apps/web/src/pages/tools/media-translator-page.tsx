import { useT } from '@captio/i18n/react';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { toolFamily } from './families.js';
import { translatorCatalog } from '../../features/translate/catalog.js';
import { TranslateForm } from '../../features/translate/TranslateForm.js';
import { withTranscribeTexts } from '../../features/transcribe/catalog.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';
import { catalog, useToolsT } from './catalog.js';

const MEDIA = ['video', 'audio', 'subtitle', 'captions'] as const;
type Media = (typeof MEDIA)[number];

function mediaOf(route: PageRoute): Media {
  return MEDIA.find((media) => media === route.params['media']) ?? 'video';
}

/** /{media}-translator: video, audio, subtitle or captions translation. */
function MediaTranslatorPage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const media = mediaOf(route);
  const links = toolLinks(shell, route.locale);
  const title = shell('nav.mediaTranslator', { media });
  const kind = media === 'video' || media === 'audio' ? 'media' : 'subtitle';
  return (
    <ToolLanding
      eyebrow={t('tools.translate.eyebrow')}
      title={title}
      lead={t('tools.mediaTranslator.lead', { media })}
      points={usePoints(['free', 'languages', 'formats'])}
      tool={
        <TranslateForm
          key={route.path}
          label={title}
          locale={route.locale}
          kind={kind}
          returnTo={route.path}
        />
      }
      {...toolFamily(t, 'translate')}
      more={<ExportFormats />}
      related={[
        ...MEDIA.filter((other) => other !== media).map(links.mediaTranslator),
        links.translateMedia('english', 'spanish'),
        links.subtitleGenerator('srt'),
        links.translateService(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: MediaTranslatorPage,
  catalog: withTranscribeTexts(catalog, translatorCatalog),
  head: (route, t) =>
    landingHead(
      t('tools.mediaTranslator.title', { media: mediaOf(route) }),
      t('tools.mediaTranslator.description', { media: mediaOf(route) }),
    ),
};
