import type { PageModule, PageProps } from '../../app/page-module.js';
import { catalog } from './catalog.js';
import { LibraryPage } from './LibraryPage.js';

function PodcastPage({ route }: PageProps) {
  return (
    <LibraryPage
      locale={route.locale}
      texts={{
        heading: 'library.podcast.heading',
        lead: 'library.podcast.lead',
        empty: 'library.podcast.empty',
      }}
    />
  );
}

export const page: PageModule = {
  Page: PodcastPage,
  catalog,
  head: (_route, t) => ({
    title: t('library.podcast.title'),
    description: t('library.podcast.description'),
  }),
};
