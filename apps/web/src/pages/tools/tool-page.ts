import { withTranscribeTexts } from '../../features/transcribe/catalog.js';
import { catalog } from './catalog.js';

/** Every tool page's texts: the landing sections', the start flow's and the tools area's. */
export const toolCatalog = withTranscribeTexts(catalog);
