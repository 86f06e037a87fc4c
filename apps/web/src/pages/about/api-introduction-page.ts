import { pathTo } from '@captio/routing-rules';
import { documentPage } from './DocumentPage.js';

export const page = documentPage('api', {
  sections: 3,
  links: (locale) => [
    { href: '/api/docs', label: 'about.api.docs', outsideApp: true },
    { href: pathTo('api-dashboard', {}, locale), label: 'about.api.dashboard' },
  ],
});
