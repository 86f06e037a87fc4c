import { documentDate, documentPage } from './DocumentPage.js';

export const page = documentPage('rewarded', { sections: 4, updated: documentDate('2026-11-25') });
