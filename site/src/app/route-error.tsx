import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellCopy } from '@/content/shell';

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when loading or rendering a page fails: a fixed title and the error's own message. */
function RouteError({ error }: { error: unknown }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-6 pt-40 pb-24">
      <h1 className="text-3xl font-bold text-plum-950">{shellCopy.routeError.title}</h1>
      <p className="mt-4 rounded-lg bg-plum-50 p-4 font-mono text-sm text-plum-900">{errorMessage(error)}</p>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
}

/**
 * Shows `RouteError` in place of what it wraps when that throws while rendering, such as a page
 * whose module could not be fetched. Keyed by the path where it wraps a page, so the next
 * navigation renders the next page afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render:', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
