/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the platform when it is not the site's own origin. */
  readonly VITE_PLATFORM_BASE_URL?: string;
  /** '1': the platform may name paths on the site's origin (a sandbox build; core/platform/url-policy.ts). */
  readonly VITE_PLATFORM_SITE_PATHS?: string;
}

/** Language packs (build/locale-packs.ts). */
declare module 'virtual:locale-packs' {
  import type { Pack } from './core/i18n/pack.ts';

  export function loadPack(code: string, namespace: string): Promise<Pack>;
}
