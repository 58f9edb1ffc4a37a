import { allowPlatformSitePaths } from '@lobbykit/platform';

/**
 * Whether platform answers may name paths on the site's own origin instead of https addresses
 * (packages/platform/src/safe-url.ts). Off unless the build says VITE_PLATFORM_SITE_PATHS=1, which
 * only a build for the sandbox does: the sandbox serves its images, demo game and payment page
 * behind the site's proxy. Imported by both clients (the browser's and the server renderer's).
 */
export const platformSitePaths = import.meta.env.VITE_PLATFORM_SITE_PATHS === '1';
allowPlatformSitePaths(platformSitePaths);
