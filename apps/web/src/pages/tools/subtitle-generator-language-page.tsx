import { useT } from '@captio/i18n/react';
import { lineLengthLimits } from '@captio/subtitle-core';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { languageValues } from '../../features/landing/language-names.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { SubtitleForm } from './forms.js';
import { nearbyLanguages, otherLanguage } from './language-pages.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';
import { toolCatalog } from './tool-page.js';

/** /subtitle-generator-{language}: subtitles for recordings in one spoken language. */
function SubtitleLanguagePage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const name = route.params['language'] ?? '';
  const code = route.params['code'] ?? '';
  const values = languageValues(code, route.locale);
  const limits = lineLengthLimits(code);
  const links = toolLinks(shell, route.locale);
  const title = shell('nav.subtitleGeneratorLanguage', { language: values.language });
  return (
    <ToolLanding
      eyebrow={t('tools.subtitles.eyebrow')}
      title={title}
      lead={t('tools.subtitleLanguage.lead', values)}
      points={usePoints(['free', 'formats', 'browser'])}
      tool={
        <SubtitleForm
          key={route.path}
          label={title}
          locale={route.locale}
          returnTo={route.path}
          language={code}
        />
      }
      {...toolFamily(t, 'subtitles', values, {
        length: {
          question: t('tools.subtitleLanguage.faq.length.question', values),
          answer: t('tools.subtitleLanguage.faq.length.answer', {
            ...values,
            default: limits.default,
            min: limits.min,
            max: limits.max,
          }),
        },
      })}
      more={<ExportFormats />}
      related={[
        links.transcribeLanguage(name),
        links.translateMedia(name, otherLanguage(name)),
        links.subtitleGenerator('srt'),
        links.subtitleGenerator('vtt'),
        ...nearbyLanguages(name, 3).map(links.subtitleGeneratorLanguage),
        links.captionsService(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: SubtitleLanguagePage,
  catalog: toolCatalog,
  head: (route, t) => {
    const values = languageValues(route.params['code'] ?? '', route.locale);
    return landingHead(
      t('tools.subtitleLanguage.title', values),
      t('tools.subtitleLanguage.description', values),
    );
  },
};
