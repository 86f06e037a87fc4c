import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../shell/build-update.js';
import type { ShownPage } from '../state/route-store.js';
import { ErrorScreen } from './ErrorScreen.js';

export interface PageErrorBoundaryProps {
  /** The page on screen: the next one (a navigation, the home button) clears the error. */
  page: ShownPage;
  /** A chunk of this build could not be loaded: the next navigation loads the page afresh. */
  onChunkLoadError: () => void;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  page: ShownPage;
  failed: boolean;
}

/** The error page a failed render shows: the generic message, never the error's own text. */
const RENDER_FAILED = { status: 500, message: '' };

/**
 * A page that throws in the browser (after hydration, or on an in-app navigation) shows the
 * error page in its place, inside the shell, instead of leaving a blank screen. The server
 * answers a page that throws there with the same page (status 500).
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { page: this.props.page, failed: false };

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.page === state.page ? null : { page: props.page, failed: false };
  }

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) this.props.onChunkLoadError();
    // Left in the console for whoever reports the problem; the reader sees the error page.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen error={RENDER_FAILED} /> : this.props.children;
  }
}
