import { documentDate, documentPage } from './DocumentPage.js';

export const page = documentPage('privacy', { sections: 6, updated: documentDate('2026-11-25') });
