import { type ParsedLocation, redirect } from '@tanstack/react-router';

/**
 * For the app's routes of the front-door pages (login, register, create-company, check-email,
 * reset-password, activate): reached by an in-app navigation (a sign-out, a guard sending a
 * visitor to the login), load the address as a document, which the server answers with the front door's small page (server/app/frontDoor.ts).
 * Reached as the document itself (no front-door build, as under Vite's dev server, or a login
 * token in the query), the app renders the page.
 */
export function enterFrontDoor(location: ParsedLocation): void {
  if (window.location.pathname !== location.pathname) {
    throw redirect({ href: location.href, reloadDocument: true, replace: false });
  }
}
