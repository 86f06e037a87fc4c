import { pathTo } from '@captio/routing-rules';
import { documentPage } from './DocumentPage.js';

export const page = documentPage({
  title: 'about.api.title',
  description: 'about.api.description',
  heading: 'about.api.heading',
  lead: 'about.api.lead',
  sections: [
    { heading: 'about.api.s1.heading', body: 'about.api.s1.body' },
    { heading: 'about.api.s2.heading', body: 'about.api.s2.body' },
    { heading: 'about.api.s3.heading', body: 'about.api.s3.body' },
  ],
  links: (locale) => [
    { href: '/api/docs', label: 'about.api.docs', outsideApp: true },
    { href: pathTo('api-dashboard', {}, locale), label: 'about.api.dashboard' },
  ],
});
