import type { PageModule } from '../../app/page-module.js';

/**
 * A page's head from its catalog's `<prefix>.title` and `<prefix>.description`. Pages of one
 * user are kept out of search engines unless `indexed` (sign-in and sign-up are public).
 */
export function headFrom(prefix: string, { indexed = false } = {}): PageModule['head'] {
  return (_route, t) => ({
    title: t(`${prefix}.title`),
    description: t(`${prefix}.description`),
    ...(indexed ? {} : { noindex: true }),
  });
}
