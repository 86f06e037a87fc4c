import type { Plan } from '@captio/api-client';
import { useRoute } from '../state/stores.js';
import type { PageRoute } from './page-module.js';

/**
 * Public data a page may show in its server HTML. The server reads it in-process (the api's
 * own modules, behind its caches); the browser, on an in-app navigation, through the api
 * client. Per-user data never comes through here: the server renders every page as a visitor
 * sees it, and its HTML is shared by every reader.
 */
export interface PageDataSources {
  /** The plans on sale, cheapest level first (GET /api/plans/). */
  plans(): Promise<Plan[]>;
}

export interface PageDataContext {
  route: PageRoute;
  sources: PageDataSources;
}

/** What a page's data loader gave: its value, or the fact that it failed (the page says so). */
export type PageDataResult = { ok: true; value: unknown } | { ok: false };

/** A page's declaration of its server data: the loader, and the hook its components read. */
export interface PageData<T> {
  load(context: PageDataContext): Promise<T>;
  /** The loaded value, or undefined when loading it failed. */
  use(): T | undefined;
}

/**
 * Declares the data a page shows. The renderer runs `load` before rendering, writes the result
 * into the HTML's boot state and hands it back on hydration, so the browser neither fetches it
 * again nor shows a loading state first; an in-app navigation loads it before swapping pages.
 */
export function pageData<T>(load: (context: PageDataContext) => Promise<T>): PageData<T> {
  return {
    load,
    use() {
      const data = useRoute((state) => state.shown.data);
      return data?.ok ? (data.value as T) : undefined;
    },
  };
}

/** Runs a page's loader; a failure is kept as such rather than failing the whole page. */
export async function runPageData(
  data: PageData<unknown> | undefined,
  context: PageDataContext,
): Promise<PageDataResult | undefined> {
  if (!data) return undefined;
  try {
    return { ok: true, value: await data.load(context) };
  } catch {
    return { ok: false };
  }
}
