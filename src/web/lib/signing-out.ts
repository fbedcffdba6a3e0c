/**
 * Whether this page is on its way to /logout. The server ends the session before it answers the
 * navigation, and closes the session's sockets as it does (docs/decisions/033); the page still
 * lives until the answer arrives, and its 401 rule would otherwise start a second navigation, to
 * the bank's sign-in, that replaces the one to the signed-out page.
 */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}
