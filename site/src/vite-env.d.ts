/// <reference types="vite/client" />

declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_VIDEO_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:icon-sprite' {
  /** URL of the icon sprite (`/assets/icons-<hash>.svg`). */
  const url: string;
  export default url;
}
