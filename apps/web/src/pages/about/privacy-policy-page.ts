import { documentDate, documentPage } from './DocumentPage.js';

export const page = documentPage({
  title: 'about.privacy.title',
  description: 'about.privacy.description',
  heading: 'about.privacy.heading',
  lead: 'about.privacy.lead',
  sections: [
    { heading: 'about.privacy.s1.heading', body: 'about.privacy.s1.body' },
    { heading: 'about.privacy.s2.heading', body: 'about.privacy.s2.body' },
    { heading: 'about.privacy.s3.heading', body: 'about.privacy.s3.body' },
    { heading: 'about.privacy.s4.heading', body: 'about.privacy.s4.body' },
    { heading: 'about.privacy.s5.heading', body: 'about.privacy.s5.body' },
    { heading: 'about.privacy.s6.heading', body: 'about.privacy.s6.body' },
  ],
  updated: documentDate('2026-11-25'),
});
