/** Signing in and the stored tokens: the public surface for other features. */
export * as loginStyles from './LoginPage/LoginPage.css.ts';
export { GetUserMetadataDocument, LogoutDocument } from './session.gql.ts';
export * from './session.queries.ts';
export * from './tokens.ts';
