export { endpoints, systemStatusCode, type Endpoint, type SystemStatus } from './endpoints.ts';
export { PlatformError, isPlatformError, platformErrorKeys, type PlatformErrorKind } from './errors.ts';
export { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './transport.ts';
