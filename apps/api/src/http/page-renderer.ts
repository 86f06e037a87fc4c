import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plan } from '@captio/api-client';
import type { VersionRecord } from '../modules/versions/versions.js';

/** What the web build's server entry takes for one page (apps/web src/entry-server.tsx). */
export interface RenderRequest {
  url: string;
  origin: string;
  signedIn: boolean;
  system: { isMaintenance: boolean; showNotice: boolean; maintenanceBypass: boolean };
  serverRedirect: string | null;
  preferredLocale: string | undefined;
  /**
   * The public data pages show in their HTML, read in-process (apps/web src/app/page-data.ts),
   * and the newest version, whose announcement a visitor's page carries.
   */
  sources: { plans(): Promise<Plan[]>; newestVersion(): Promise<VersionRecord | null> };
  /** Changes whenever what `sources` give may have changed: pages are kept per generation. */
  dataGeneration: number;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  /** `failure`: the page threw and this is the error page; the error is for the log only. */
  | { kind: 'page'; status: number; html: string; failure?: unknown };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** The web build's search-engine files, written from its routes. */
export interface SearchFiles {
  sitemapIndex(origin: string): string;
  sitemapPart(origin: string, name: string): string | undefined;
  robotsTxt(origin: string): string;
}

export interface WebBuild extends SearchFiles {
  /** The browser's files (index.html, assets/). */
  clientDir: string;
  render: RenderPage;
}

/**
 * The browser build's manifest (source module to chunk, its imports and stylesheets), from which
 * the renderer links each page's own stylesheets and chunks. A build without one renders pages
 * that fetch them when their script runs.
 */
function readClientManifest(clientDir: string): unknown {
  const path = join(clientDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
}

/**
 * The built web app: its browser files and its server renderer. The renderer is loaded by
 * file URL at start-up rather than imported, because the web app is a separate build (the api
 * never depends on browser code at compile time) and may be absent in an api-only deployment.
 */
export async function loadWebBuild(webDist: string | undefined): Promise<WebBuild | undefined> {
  if (!webDist) return undefined;
  const clientDir = join(webDist, 'client');
  const serverEntry = join(webDist, 'server', 'entry-server.js');
  const templatePath = join(clientDir, 'index.html');
  if (!existsSync(templatePath) || !existsSync(serverEntry)) return undefined;
  const entry = (await import(pathToFileURL(serverEntry).href)) as SearchFiles & {
    createRenderer: (template: string, clientManifest?: unknown) => RenderPage;
  };
  return {
    clientDir,
    render: entry.createRenderer(readFileSync(templatePath, 'utf8'), readClientManifest(clientDir)),
    sitemapIndex: entry.sitemapIndex,
    sitemapPart: entry.sitemapPart,
    robotsTxt: entry.robotsTxt,
  };
}
