/// <reference types="vite/client" />

declare const __BUILD_YEAR__: number;
/** The day of the build (ISO date, UTC). */
declare const __BUILD_DATE__: string;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_VIDEO_ORIGIN?: string;
}

interface Window {
  /** Set by the page's bootstrap script: replays the clicks made before the app was ready. */
  __appReady?: () => void;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:icon-sprite' {
  /** URL of the icon sprite (`/assets/icons-<hash>.svg`). */
  const url: string;
  export default url;
}

declare module '*.mdx?meta' {
  const meta: Record<string, unknown>;
  export default meta;
}

declare module '*.mdx?issue' {
  const issue: Record<string, unknown>;
  export default issue;
}

declare module '*.yaml' {
  /** A content file's data, checked by its folder's schema, with its `slug`. */
  const data: Record<string, unknown>;
  export default data;
}

declare module 'virtual:client-routes' {
  import type { ClientRoute } from '@/types/routes';
  /** Every route of the route table, as the router needs it. */
  export const clientRoutes: ClientRoute[];
  /** The route every unknown path renders. */
  export const notFoundRoute: ClientRoute;
}
