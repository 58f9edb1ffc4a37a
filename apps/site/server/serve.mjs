// `pnpm --filter @lobbykit/site serve`: runs the compiled site server of a build with plain node.
// The server is compiled with the renderer (build/server-entry.ts) into <build>/ssr/server.js;
// SITE_DIST names a build other than apps/site/dist.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.env.SITE_DIST
  ? pathToFileURL(`${resolve(process.env.SITE_DIST)}/`)
  : new URL('../dist/', import.meta.url);
const server = new URL('ssr/server.js', dist);
if (!existsSync(server)) {
  console.error(`no compiled site server at ${server.pathname}: build first (pnpm --filter @lobbykit/site build)`);
  process.exit(1);
}
await import(server.href);
