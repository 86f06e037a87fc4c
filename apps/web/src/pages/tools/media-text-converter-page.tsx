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
  return route.params['media'] === 'video' ? 'video' : 'audio';
}

/** /{media}-text-converter: audio or video to text. */
function TextConverterPage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const media = mediaOf(route);
  const links = toolLinks(shell, route.locale);
  const title = shell('nav.mediaTextConverter', { media });
  return (
    <ToolLanding
      eyebrow={t('tools.transcribe.eyebrow')}
      title={title}
      lead={t('tools.converter.lead', { media })}
      points={usePoints(['free', 'languages', 'browser'])}
      tool={
        <TranscribeForm
          key={route.path}
          label={title}
          locale={route.locale}
          returnTo={route.path}
        />
      }
      {...toolFamily(t, 'transcribe')}
      more={
        <>
          <ExportFormats />
          <LanguageShowcase locale={route.locale} tinted />
        </>
      }
      related={[
        links.textConverter(media === 'audio' ? 'video' : 'audio'),
        media === 'audio' ? links.transcribeAudio() : links.transcribeVideo(),
        links.subtitleGenerator('srt'),
        links.mediaTranslator(media),
        links.transcribeLanguage('english'),
        links.transcriptionService(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: TextConverterPage,
  catalog: toolCatalog,
  head: (route, t) =>
    landingHead(
      t('tools.converter.title', { media: mediaOf(route) }),
      t('tools.converter.description', { media: mediaOf(route) }),
    ),
};
