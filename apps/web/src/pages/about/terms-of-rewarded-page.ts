import { documentDate, documentPage } from './DocumentPage.js';

export const page = documentPage({
  title: 'about.rewarded.title',
  description: 'about.rewarded.description',
  heading: 'about.rewarded.heading',
  lead: 'about.rewarded.lead',
  sections: [
    { heading: 'about.rewarded.s1.heading', body: 'about.rewarded.s1.body' },
    { heading: 'about.rewarded.s2.heading', body: 'about.rewarded.s2.body' },
    { heading: 'about.rewarded.s3.heading', body: 'about.rewarded.s3.body' },
    { heading: 'about.rewarded.s4.heading', body: 'about.rewarded.s4.body' },
  ],
  updated: documentDate('2026-11-25'),
});
