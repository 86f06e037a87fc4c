import { documentDate, documentPage } from './DocumentPage.js';

export const page = documentPage({
  title: 'about.terms.title',
  description: 'about.terms.description',
  heading: 'about.terms.heading',
  lead: 'about.terms.lead',
  sections: [
    { heading: 'about.terms.s1.heading', body: 'about.terms.s1.body' },
    { heading: 'about.terms.s2.heading', body: 'about.terms.s2.body' },
    { heading: 'about.terms.s3.heading', body: 'about.terms.s3.body' },
    { heading: 'about.terms.s4.heading', body: 'about.terms.s4.body' },
    { heading: 'about.terms.s5.heading', body: 'about.terms.s5.body' },
    { heading: 'about.terms.s6.heading', body: 'about.terms.s6.body' },
  ],
  updated: documentDate('2026-11-25'),
});
