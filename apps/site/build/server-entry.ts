import type { Plugin } from 'vite';

/**
 * The production site server is compiled with the renderer (`vite build --ssr
 * src/ssr/entry-server.tsx`): one more entry in the same server build, so every existing build
 * command also yields <outDir>/ssr/server.js, run with plain node (server/serve.mjs), with its
 * libraries bundled in. A build copied anywhere (a container, a /tmp folder) runs without
 * node_modules or tsx.
 */
export function serverEntryPlugin(serverEntry: string): Plugin {
  return {
    name: 'lobbykit-server-entry',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild === true,
    options(options) {
      const renderer = options.input;
      if (typeof renderer !== 'string') return null;
      return { ...options, input: { 'entry-server': renderer, server: serverEntry } };
    },
  };
}
