import { useT } from '@captio/i18n/react';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { SubtitleForm } from './forms.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';
import { toolCatalog } from './tool-page.js';

function formatOf(route: PageRoute): 'srt' | 'vtt' {
  return route.params['subtitle'] === 'vtt' ? 'vtt' : 'srt';
}

/** /{subtitle}-generator: SRT or VTT subtitles from a recording. */
function SubtitleGeneratorPage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const subtitle = formatOf(route);
  const other = subtitle === 'srt' ? 'vtt' : 'srt';
  const format = subtitle.toUpperCase();
  const links = toolLinks(shell, route.locale);
  const title = shell('nav.subtitleGenerator', { format });
  return (
    <ToolLanding
      eyebrow={t('tools.subtitles.eyebrow')}
      title={title}
      lead={t('tools.subtitleGenerator.lead', { subtitle })}
      points={usePoints(['free', 'languages', 'browser'])}
      tool={
        <SubtitleForm
          key={route.path}
          label={title}
          locale={route.locale}
          returnTo={route.path}
          format={subtitle}
        />
      }
      {...toolFamily(
        t,
        'subtitles',
        {},
        {
          difference: {
            question: t('tools.subtitleGenerator.faq.what.question', { subtitle }),
            answer: t('tools.subtitleGenerator.faq.what.answer', { subtitle }),
          },
        },
      )}
      more={<ExportFormats />}
      related={[
        links.subtitleGenerator(other),
        links.convertSubtitle(other, subtitle),
        links.subtitleGeneratorLanguage('english'),
        links.mediaTranslator('subtitle'),
        links.mergeSubtitles(),
        links.youtubeSubtitles(),
        links.captionsService(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: SubtitleGeneratorPage,
  catalog: toolCatalog,
  head: (route, t) => {
    const format = formatOf(route).toUpperCase();
    return landingHead(
      t('tools.subtitleGenerator.title', { format }),
      t('tools.subtitleGenerator.description', { format }),
    );
  },
};
