import { pathTo } from '@captio/routing-rules';
import { documentPage } from './DocumentPage.js';

export const page = documentPage({
  title: 'about.partner.title',
  description: 'about.partner.description',
  heading: 'about.partner.heading',
  lead: 'about.partner.lead',
  sections: [
    { heading: 'about.partner.s1.heading', body: 'about.partner.s1.body' },
    { heading: 'about.partner.s2.heading', body: 'about.partner.s2.body' },
    { heading: 'about.partner.s3.heading', body: 'about.partner.s3.body' },
  ],
  links: (locale) => [
    { href: pathTo('pricing-package-redeem', {}, locale), label: 'about.partner.redeem' },
    { href: pathTo('terms-of-rewarded', {}, locale), label: 'about.partner.terms' },
  ],
});
