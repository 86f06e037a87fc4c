import type { PageModule, PageProps } from '../../app/page-module.js';
import { catalog } from './catalog.js';
import { LibraryPage } from './LibraryPage.js';

function BlogPage({ route }: PageProps) {
  return (
    <LibraryPage
      locale={route.locale}
      texts={{
        heading: 'library.blog.heading',
        lead: 'library.blog.lead',
        empty: 'library.blog.empty',
      }}
    />
  );
}

export const page: PageModule = {
  Page: BlogPage,
  catalog,
  head: (_route, t) => ({
    title: t('library.blog.title'),
    description: t('library.blog.description'),
  }),
};
