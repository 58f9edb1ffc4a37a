import { createContext, useContext } from 'react';

/**
 * Whether the site server fetches the data of what is inside (and draws it), or leaves it to the
 * browser. The app sets it per route from the route table (`serverData` in app/routes.tsx); the
 * frame around every screen (status, banners, notices, menus) is always drawn with its data.
 */
const ServerData = createContext(true);

export const ServerDataScope = ServerData.Provider;

/** Read by the site server's data passes (ssr/data-passes.ts) for each key a component asks for. */
export function useServerDataWanted(): boolean {
  return useContext(ServerData);
}
