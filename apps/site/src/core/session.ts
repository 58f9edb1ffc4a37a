import { createStore, useStore } from './store.ts';

/**
 * The signed-in member (spec §3): token, isAgent and username live in sessionStorage, so a reload
 * keeps the player signed in while closing the tab signs them out.
 */
export interface Session {
  token: string | null;
  /** The account type (spec §4): agent types 1, 2, 41, 42; 4 is the restricted trial account. */
  accountType: number | null;
  username: string | null;
}

const keys = { token: 'token', accountType: 'isAgent', username: 'username' } as const;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session lasts for this page only.
  }
}

/** The server never sees sessionStorage: its pages show the guest, and the member's header follows. */
const guest: Session = { token: null, accountType: null, username: null };

function readSession(): Session {
  const accountType = read(keys.accountType);
  // The same object as the server's guest, so hydrating a guest's page re-renders nothing: an
  // update before a screen has hydrated would make React draw that screen again from scratch.
  if (read(keys.token) === null && read(keys.username) === null && accountType === null) return guest;
  return {
    token: read(keys.token),
    accountType: accountType === null || accountType === '' ? null : Number(accountType),
    username: read(keys.username),
  };
}

export const sessionStore = createStore<Session>(readSession(), guest);

export function startSession(session: { token: string; username: string; accountType?: number | null }) {
  write(keys.token, session.token);
  write(keys.username, session.username);
  write(keys.accountType, session.accountType == null ? null : String(session.accountType));
  sessionStore.set(readSession());
}

/** The member info call tells the account type after login. */
export function setAccountType(accountType: number) {
  write(keys.accountType, String(accountType));
  sessionStore.set((current) => (current.accountType === accountType ? current : { ...current, accountType }));
}

/** Drops the member's keys only; the brand's own keys (merchant, merchantCode) stay (spec §4 logout). */
export function endSession() {
  for (const key of Object.values(keys)) write(key, null);
  // Set before first paint for a member (index.html); the guest's buttons must show again.
  delete document.documentElement.dataset.session;
  sessionStore.set(readSession());
}

export function useSession() {
  const session = useStore(sessionStore);
  return { ...session, isSignedIn: session.token !== null };
}
