/**
 * The password the member just signed in with (spec §3: "the login info holds userName and
 * password"), kept in memory only — never in storage — so a password change does not ask for it
 * again (spec §5). A reload forgets it; the change form then asks for the current password.
 */
let known: { username: string; password: string } | null = null;

export function keepSessionPassword(username: string, password: string) {
  known = { username, password };
}

/** The password of this member's sign-in on this page, if known. */
export function sessionPassword(username: string | null | undefined): string | null {
  if (!known || !username || known.username.toLowerCase() !== username.toLowerCase()) return null;
  return known.password;
}

export function forgetSessionPassword() {
  known = null;
}
