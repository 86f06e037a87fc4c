export { useAccount } from './use-account.js';
export type { Account } from './use-account.js';
export { useLoad } from './use-load.js';
export type { LoadControl, Loaded } from './use-load.js';
export { PageSkeleton } from './PageSkeleton.js';
export { LoadFailed } from './LoadFailed.js';
export { PageColumn, PageSection } from './PageColumn.js';
export type { PageColumnProps } from './PageColumn.js';
