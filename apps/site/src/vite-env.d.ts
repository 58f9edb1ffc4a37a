/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the platform when it is not the site's own origin. */
  readonly VITE_PLATFORM_BASE_URL?: string;
}
