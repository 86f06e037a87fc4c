import type { RenderRequest } from '../entry-server.js';
import { testDataSources } from './data-sources.js';

/** What the api hands the renderer for an anonymous request of `url`, with fixture data. */
export function renderRequest(url: string, overrides: Partial<RenderRequest> = {}): RenderRequest {
  return {
    url,
    origin: 'https://captio.example',
    signedIn: false,
    system: { isMaintenance: false, showNotice: false, maintenanceBypass: false },
    serverRedirect: null,
    preferredLocale: undefined,
    sources: testDataSources(),
    dataGeneration: 0,
    ...overrides,
  };
}
