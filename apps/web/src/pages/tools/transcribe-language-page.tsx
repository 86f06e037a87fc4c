import { useT } from '@captio/i18n/react';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { languageValues } from '../../features/landing/language-names.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { TranscribeForm } from './forms.js';
import { nearbyLanguages, otherLanguage } from './language-pages.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';
import { toolCatalog } from './tool-page.js';

/** /transcribe-{language}: transcription of recordings in one spoken language. */
function TranscribeLanguagePage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const name = route.params['language'] ?? '';
  const code = route.params['code'] ?? '';
  const values = languageValues(code, route.locale);
  const links = toolLinks(shell, route.locale);
  const title = t('tools.transcribeLanguage.title', values);
  return (
    <ToolLanding
      eyebrow={t('tools.transcribe.eyebrow')}
      title={title}
      lead={t('tools.transcribeLanguage.lead', values)}
      points={usePoints(['free', 'formats', 'browser'])}
      tool={
        <TranscribeForm
          key={route.path}
          label={title}
          locale={route.locale}
          returnTo={route.path}
          language={code}
        />
      }
      {...toolFamily(t, 'transcribe', values, {
        detect: {
          question: t('tools.transcribeLanguage.faq.translate.question', values),
          answer: t('tools.transcribeLanguage.faq.translate.answer', values),
        },
      })}
      more={<ExportFormats />}
      related={[
        links.subtitleGeneratorLanguage(name),
        links.translateMedia(name, otherLanguage(name)),
        links.transcribeAudio(),
        links.transcribeVideo(),
        ...nearbyLanguages(name).map(links.transcribeLanguage),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: TranscribeLanguagePage,
  catalog: toolCatalog,
  head: (route, t) => {
    const values = languageValues(route.params['code'] ?? '', route.locale);
    return landingHead(
      t('tools.transcribeLanguage.title', values),
      t('tools.transcribeLanguage.description', values),
    );
  },
};
