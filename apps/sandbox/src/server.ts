import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandboxApp } from './app.ts';
import { warmGameArt } from './assets/game-art.ts';
import { createContext, type SandboxContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { usePasswordCost } from './services/passwords.ts';
import { defaultSettings, type SandboxSettings } from './settings.ts';

export interface StartSandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  hostname?: string;
  /** The database file (default apps/sandbox/data/sandbox.sqlite), or ':memory:'. */
  dbFile?: string;
  /** Reseed from scratch. */
  reset?: boolean;
  settings?: Partial<SandboxSettings>;
}

export interface RunningSandbox {
  url: string;
  port: number;
  ctx: SandboxContext;
  close(): Promise<void>;
}

/** Opens (creating and seeding when needed) the database and serves the sandbox over HTTP. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const settings = defaultSettings(options.settings);
  usePasswordCost(settings.passwordCost);
  const db = await openDatabase({ file: options.dbFile, reset: options.reset, now: settings.now, log: settings.log });
  const ctx = createContext(db, settings);
  const app = createSandboxApp(ctx);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 4100, hostname }, () => resolve(started));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const warming = warmGameArt();
  return {
    url: `http://${hostname}:${port}`,
    port,
    ctx,
    close: () =>
      new Promise<void>((resolve) => {
        warming.stop();
        // Requests held by a time-out fault would keep the server open: end them.
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
