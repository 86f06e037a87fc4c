import { pathTo } from '@captio/routing-rules';
import { documentPage } from './DocumentPage.js';

export const page = documentPage('partner', {
  sections: 3,
  links: (locale) => [
    { href: pathTo('pricing-package-redeem', {}, locale), label: 'about.partner.redeem' },
    { href: pathTo('terms-of-rewarded', {}, locale), label: 'about.partner.terms' },
  ],
});
