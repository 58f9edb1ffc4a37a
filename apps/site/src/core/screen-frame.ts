import { createContext, useContext } from 'react';

/**
 * How much of the frame a screen shows (spec §2): everything; the header without the category
 * navigation (/lottery, /seamless); or nothing but the screen (/helpmc).
 */
export type Chrome = 'full' | 'header' | 'headerWithoutNav' | 'bare';

/** What the frame around a screen needs to know of its route (app/routes.tsx has the whole row). */
export interface ScreenFrame {
  /** The page type: the first path without its leading slash (spec §2). */
  page: string;
  /** Banner group shown above the screen, or none. */
  banner: string | null;
  chrome: Chrome;
}

const homeFrame: ScreenFrame = { page: 'index', banner: 'w_home', chrome: 'full' };

const CurrentScreen = createContext<ScreenFrame>(homeFrame);

/** Set by the app for the route now shown. */
export const CurrentScreenProvider = CurrentScreen.Provider;

/** The route now shown: its page type, banner group and chrome. */
export function useCurrentScreen(): ScreenFrame {
  return useContext(CurrentScreen);
}
