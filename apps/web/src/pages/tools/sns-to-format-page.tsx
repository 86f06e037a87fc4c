import { useT } from '@captio/i18n/react';
import { OUTPUT_FORMATS, SNS_SITES, type SnsSite } from '@captio/routing-rules';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { SITE_NAMES } from '../../features/landing/sites.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { DownloadForm } from './forms.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';
import { toolCatalog } from './tool-page.js';

/** MP3 comes from YouTube only; every other site offers the other seven formats. */
function offers(site: SnsSite, format: string): boolean {
  return format !== 'mp3' || site === 'youtube';
}

function downloadValues(route: PageRoute) {
  const site = SNS_SITES.find((name) => name === route.params['sns']) ?? 'youtube';
  const format = route.params['format'] ?? 'mp4';
  return {
    site,
    format,
    values: {
      site: SITE_NAMES[site],
      format: format.toUpperCase(),
      kind: format === 'mp4' ? 'video' : 'audio',
      siteId: site,
      formatId: format,
    },
  };
}

/** /{sns}-to-{format}: downloading a social site's video, or its sound, in one format. */
function SnsToFormatPage({ route }: PageProps) {
  const t = useToolsT();
  const shell = useT();
  const { site, format, values } = downloadValues(route);
  const links = toolLinks(shell, route.locale);
  return (
    <ToolLanding
      eyebrow={t('tools.download.eyebrow')}
      title={t('tools.download.heading', values)}
      lead={t('tools.download.lead', values)}
      points={usePoints(['browser'])}
      tool={
        <DownloadForm
          key={route.path}
          label={t('tools.download.title', values)}
          site={site}
          format={values.format}
        />
      }
      {...toolFamily(t, 'download', values)}
      related={[
        ...OUTPUT_FORMATS.filter((other) => other !== format && offers(site, other)).map((other) =>
          links.snsToFormat(site, other),
        ),
        ...SNS_SITES.filter((other) => other !== site && offers(other, format)).map((other) =>
          links.snsToFormat(other, format),
        ),
        links.transcribeVideo(),
      ]}
    />
  );
}

export const page: PageModule = {
  Page: SnsToFormatPage,
  catalog: toolCatalog,
  head: (route, t) => {
    const { values } = downloadValues(route);
    return landingHead(t('tools.download.title', values), t('tools.download.description', values));
  },
};
