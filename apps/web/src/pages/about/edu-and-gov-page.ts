import { documentPage } from './DocumentPage.js';

export const page = documentPage('edu', { sections: 3 });
