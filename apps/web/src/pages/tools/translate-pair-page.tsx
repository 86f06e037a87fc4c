import { useT } from '@captio/i18n/react';
import type { Locale } from '@captio/routing-rules';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { ExportFormats } from '../../features/landing/ExportFormats.js';
import { languageValues } from '../../features/landing/language-names.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { catalog, useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { translatorCatalog } from '../../features/translate/catalog.js';
import { TranslateForm } from '../../features/translate/TranslateForm.js';
import { withTranscribeTexts } from '../../features/transcribe/catalog.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';

function pairValues(route: PageRoute, locale: Locale) {
  return {
    ...languageValues(route.params['l1Code'] ?? '', locale, 'from'),
    ...languageValues(route.params['l2Code'] ?? '', locale, 'to'),
  };
}

/** /translate-{l1}-media-to-{l2}: video and audio from one language into another. */
function TranslatePairPage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const from = route.params['l1'] ?? '';
  const to = route.params['l2'] ?? '';
  const values = pairValues(route, route.locale);
  const links = toolLinks(shell, route.locale);
  const title = t('tools.translatePair.title', values);
  return (
    <ToolLanding
      eyebrow={t('tools.translate.eyebrow')}
      title={title}
      lead={t('tools.translatePair.lead', values)}
      points={usePoints(['free', 'formats', 'browser'])}
      tool={
        <TranslateForm
          key={route.path}
          label={title}
          locale={route.locale}
          kind="media"
          from={route.params['l1Code']}
          to={route.params['l2Code']}
          returnTo={route.path}
        />
      }
      {...toolFamily(t, 'translate', values)}
      more={<ExportFormats />}
      related={[
        links.translateMedia(to, from),
        links.transcribeLanguage(from),
        links.subtitleGeneratorLanguage(to),
        links.mediaTranslator('video'),
        links.mediaTranslator('subtitle'),
        links.translateService(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: TranslatePairPage,
  catalog: withTranscribeTexts(catalog, translatorCatalog),
  head: (route, t) => {
    const values = pairValues(route, route.locale);
    return landingHead(
      t('tools.translatePair.title', values),
      t('tools.translatePair.description', values),
    );
  },
};
