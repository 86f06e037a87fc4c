import { documentPage } from './DocumentPage.js';

export const page = documentPage({
  title: 'about.edu.title',
  description: 'about.edu.description',
  heading: 'about.edu.heading',
  lead: 'about.edu.lead',
  sections: [
    { heading: 'about.edu.s1.heading', body: 'about.edu.s1.body' },
    { heading: 'about.edu.s2.heading', body: 'about.edu.s2.body' },
    { heading: 'about.edu.s3.heading', body: 'about.edu.s3.body' },
  ],
});
