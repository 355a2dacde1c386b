import { shellCopy } from '@/content/shell';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when loading or rendering a route fails: a fixed title and the error's own message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div role="alert" className="mx-auto max-w-3xl px-6 pt-40 pb-24">
      <h1 className="text-3xl font-bold text-plum-950">{shellCopy.routeError.title}</h1>
      <p className="mt-4 rounded-lg bg-plum-50 p-4 font-mono text-sm text-plum-900">{errorMessage(error)}</p>
    </div>
  );
}
