import { useT } from '@captio/i18n/react';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { LanguageShowcase } from '../../features/landing/LanguageShowcase.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { TranscribeForm } from './forms.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';
import { toolCatalog } from './tool-page.js';

function mediaOf(route: PageRoute): 'audio' | 'video' {
  return route.name === 'transcribe-video' ? 'video' : 'audio';
}

/** /transcribe-audio and /transcribe-video: the transcription tool, one page per medium. */
function TranscribeMediaPage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const media = mediaOf(route);
  const links = toolLinks(shell, route.locale);
  const title = t('tools.transcribeMedia.title', { media });
  const family = toolFamily(t, 'transcribe');
  return (
    <ToolLanding
      eyebrow={t('tools.transcribe.eyebrow')}
      title={title}
      lead={t('tools.transcribeMedia.lead', { media })}
      points={usePoints(['free', 'languages', 'formats'])}
      tool={
        <TranscribeForm
          key={route.path}
          label={title}
          locale={route.locale}
          returnTo={route.path}
        />
      }
      {...family}
      more={
        <>
          <ExportFormats />
          <LanguageShowcase locale={route.locale} tinted />
        </>
      }
      related={[
        media === 'audio' ? links.transcribeVideo() : links.transcribeAudio(),
        links.textConverter(media),
        links.subtitleGenerator('srt'),
        links.mediaTranslator(media),
        links.transcribeLanguage('english'),
        links.transcriptionService(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: TranscribeMediaPage,
  catalog: toolCatalog,
  head: (route, t) =>
    landingHead(
      t('tools.transcribeMedia.title', { media: mediaOf(route) }),
      t('tools.transcribeMedia.description', { media: mediaOf(route) }),
    ),
};
