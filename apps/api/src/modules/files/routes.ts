import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { fileStoreIn } from './file-store.js';
import { STALE_TEMP_MS } from './file-sweep.js';
import { registerReadRoutes } from './read-routes.js';
import { registerUploadRoute } from './upload-route.js';

/** Uploads and the caller's stored files: info, media by range, thumbnail, waveform. */
export async function registerFileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const store = fileStoreIn(context.config.dataDir);
  // Uploads cut short by a crash left their temp files; live ones elsewhere are younger.
  await store.cleanTemp(new Date(context.now().getTime() - STALE_TEMP_MS));
  await registerUploadRoute(app, context, store);
  registerReadRoutes(app, context, store);
}
