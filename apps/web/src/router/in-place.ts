import { resolve, stripLocale } from '@captio/routing-rules';
import type { PageRoute } from '../app/page-module.js';
import { splitAddress } from './address.js';

/**
 * The shown page's route at another of its own addresses, in the same language (a link's result
 * once its file is known: /result/link?task_id=… becomes /result/{hash}?task_id=…); undefined
 * for an address of another page, another language or with a fragment, which is navigated to
 * as usual.
 */
export function routeInPlace(route: PageRoute, to: string, dev: boolean): PageRoute | undefined {
  const { path, search, hash } = splitAddress(to);
  if (hash !== '') return undefined;
  const resolved = resolve(path, { dev });
  if (resolved.kind !== 'page' || resolved.name !== route.name) return undefined;
  if (stripLocale(path).locale !== stripLocale(route.path).locale) return undefined;
  return { ...route, params: resolved.params, path, search };
}
