import { DOWNLOAD_FORMATS } from '@captio/api-client';
import { useT } from '@captio/i18n/react';
import { OUTPUT_FORMATS, SNS_SITES, type SnsSite } from '@captio/routing-rules';
import type { PageModule, PageProps, PageRoute } from '../../app/page-module.js';
import { downloadsCatalog } from '../../features/downloads/catalog.js';
import { DownloadTool } from '../../features/downloads/DownloadTool.js';
import { withLandingTexts } from '../../features/landing/catalog.js';
import { SITE_LINK_EXAMPLES, SITE_NAMES } from '../../features/landing/sites.js';
import { linkLookupCatalog } from '../../features/link-lookup/catalog.js';
import { toolLinks } from '../../features/landing/tool-links.js';
import { ToolLanding } from '../../features/landing/ToolLanding.js';
import { catalog, useToolsT } from './catalog.js';
import { toolFamily } from './families.js';
import { landingHead } from '../../features/landing/head.js';
import { usePoints } from '../../features/landing/points.js';

/** MP3 comes from YouTube only; every other site offers the other seven formats. */
function offers(site: SnsSite, format: string): boolean {
  return format !== 'mp3' || site === 'youtube';
}

function downloadValues(route: PageRoute) {
  const site = SNS_SITES.find((name) => name === route.params['sns']) ?? 'youtube';
  const format = DOWNLOAD_FORMATS.find((name) => name === route.params['format']) ?? 'mp4';
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
        <DownloadTool
          key={route.path}
          label={t('tools.download.title', values)}
          linkLabel={t('tools.field.link', { site: values.site })}
          linkHint={t('tools.field.linkHint', { example: SITE_LINK_EXAMPLES[site] })}
          site={site}
          format={format}
          locale={route.locale}
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
  catalog: withLandingTexts(catalog, downloadsCatalog, linkLookupCatalog),
  head: (route, t) => {
    const { values } = downloadValues(route);
    return landingHead(t('tools.download.title', values), t('tools.download.description', values));
  },
};
