import { useT } from '@captio/i18n/react';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { mediaKind } from '../../features/landing/media-kind.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { TranscribeForm } from './forms.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';
import { toolCatalog } from './tool-page.js';

function extensionOf(route: PageRoute): string {
  return (route.params['fileExt'] ?? '').toUpperCase();
}

/** /transcribe-{fileExt}-to-text (development builds only): one page per file type. */
function TranscribeFilePage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const extension = extensionOf(route);
  const media = mediaKind({ name: `file.${route.params['fileExt'] ?? ''}`, type: '' }) ?? 'audio';
  const links = toolLinks(shell, route.locale);
  const title = shell('nav.transcribeFileToText', { extension });
  return (
    <ToolLanding
      eyebrow={t('tools.transcribe.eyebrow')}
      title={title}
      lead={t('tools.transcribeFile.lead', { extension })}
      points={usePoints(['free', 'languages', 'formats'])}
      tool={
        <TranscribeForm
          key={route.path}
          label={title}
          locale={route.locale}
          returnTo={route.path}
        />
      }
      {...toolFamily(t, 'transcribe')}
      more={<ExportFormats />}
      related={[
        media === 'audio' ? links.transcribeAudio() : links.transcribeVideo(),
        links.textConverter(media),
        links.subtitleGenerator('srt'),
        links.mediaTranslator(media),
        links.transcriptionService(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: TranscribeFilePage,
  catalog: toolCatalog,
  head: (route, t) =>
    landingHead(
      t('tools.transcribeFile.title', { extension: extensionOf(route) }),
      t('tools.transcribeFile.description', { extension: extensionOf(route) }),
    ),
};
