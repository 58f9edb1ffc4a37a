/**
 * Where a sign-in lands (spec §2: on the home page after a successful login), unless what asked
 * the player to sign in wants them back: a centre page opened by a link is shown once they have.
 */
let destination: string | null = null;

/** The page now shown is where the next sign-in lands. */
export function returnHereAfterSignIn() {
  destination = `${location.pathname}${location.search}`;
}

export function forgetSignInDestination() {
  destination = null;
}

/** Where the sign-in just made goes (once): the page that asked for it, or home. */
export function takeSignInDestination(): string {
  const next = destination ?? '/';
  destination = null;
  return next;
}
