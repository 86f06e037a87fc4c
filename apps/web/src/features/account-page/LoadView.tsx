import type { ReactNode } from 'react';
import { readFailure } from '../forms/index.js';
import { LoadFailed } from './LoadFailed.js';
import { PageSkeleton } from './PageSkeleton.js';
import type { LoadControl } from './use-load.js';

/**
 * What useLoad has: the skeleton while loading, the failure (the api's reason when it gave one)
 * with a retry, then the content made from the data.
 */
export function LoadView<T>({
  load,
  rows,
  failed,
  children,
}: {
  load: LoadControl<T>;
  /** Skeleton lines, about as many as the content will have. */
  rows: number;
  /** What did not load ('Your files could not be loaded.'). */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'loading') return <PageSkeleton rows={rows} />;
  if (load.status === 'failed') {
    return (
      <LoadFailed
        message={failed}
        reason={readFailure(load.error)?.message}
        onRetry={load.reload}
      />
    );
  }
  return children(load.data);
}
