/** One chunk of the browser build's manifest (Vite's .vite/manifest.json), as links need it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The browser build's manifest: source path (or shared chunk name) to its chunk. */
export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk and every chunk it imports statically, its own key first. */
function staticClosure(manifest: ClientManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export interface PageAssets {
  stylesheets: string[];
  modulepreloads: string[];
}

/**
 * What a page's chunk needs beyond the entry: its stylesheets and those of the chunks it
 * imports, and those chunks' scripts, as root-relative URLs. The entry's own (which the built
 * index.html links already) are left out. An unknown key has none.
 */
export function pageAssets(manifest: ClientManifest, key: string): PageAssets {
  const linked = new Set<string>();
  for (const [entryKey, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, entryKey, linked);
  }
  const linkedCss = new Set([...linked].flatMap((k) => manifest[k]?.css ?? []));
  const own = [...staticClosure(manifest, key)].filter((k) => !linked.has(k));
  const stylesheets = new Set(own.flatMap((k) => manifest[k]?.css ?? []));
  return {
    stylesheets: [...stylesheets].filter((file) => !linkedCss.has(file)).map((file) => `/${file}`),
    modulepreloads: own.map((k) => `/${manifest[k]?.file ?? ''}`),
  };
}

/**
 * The head links of a page's assets: stylesheets, so the page is styled at its first paint
 * rather than when its script runs (content that moves then is a layout shift), and
 * modulepreloads, so its chunks are fetched beside the entry instead of after it.
 */
export function pageAssetLinks({ stylesheets, modulepreloads }: PageAssets): string {
  return [
    ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...modulepreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
}
