/** Thrown by the router when a page's gate fails; the signed-in layout shows the Access Denied page. */
export class AccessDeniedError extends Error {
  constructor(readonly pathname: string) {
    super(`No access to ${pathname}`);
    this.name = 'AccessDeniedError';
  }
}
