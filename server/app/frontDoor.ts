import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { classifyPath } from '../../src/domain/languagePrefix.ts';
import { extractUrlToken } from '../../src/domain/session.ts';

/**
 * The front door (issue 15; built by vite.front.config.ts into dist/front): the document of a
 * public account page for its address, or null when the single-page app answers.
 *   /{prefix}/login            → dist/front/login/<language>.html, prerendered (else
 *                                dist/front/login.html; the prefix spelled canonically)
 *   /{prefix}/register         → dist/front/register.html (likewise)
 *   /{prefix}/create-company   → dist/front/create-company.html (likewise)
 *   /{prefix}/check-email      → dist/front/check-email.html (likewise, with or without ?email=)
 *   /reset-password            → dist/front/reset-password.html (with or without ?token=)
 *   /activate/{token}          → dist/front/activate.html
 * A login token in the query (stored by the app, spec section 2), a trailing slash (the pages'
 * links are relative) and any other spelling go to the app, whose routes apply the same rules and reload the document for these pages.
 */
export function frontDoorDocument(distDir: string, target: string): string | null {
  const url = new URL(target, 'http://app.invalid');
  if (extractUrlToken(url)) return null;
  const page = frontDoorPage(url.pathname);
  if (!page) return null;
  // The login page prerendered in the prefix's language (scripts/prerenderFront.ts), else the shell.
  const path = classifyPath(url.pathname);
  const prerendered =
    page === 'login' && path.kind === 'prefixed'
      ? join(distDir, 'front', 'login', `${path.language}.html`)
      : null;
  if (prerendered && existsSync(prerendered)) return prerendered;
  const file = join(distDir, 'front', `${page}.html`);
  return existsSync(file) ? file : null;
}

export type FrontDoorPage =
  | 'login'
  | 'register'
  | 'create-company'
  | 'check-email'
  | 'reset-password'
  | 'activate';

/** The pages under a language prefix that the front door serves (the onboarding stays the app's). */
const PREFIXED_PAGES = [
  'login',
  'register',
  'create-company',
  'check-email',
] as const satisfies readonly FrontDoorPage[];
const isPrefixedPage = (page: string): page is (typeof PREFIXED_PAGES)[number] =>
  (PREFIXED_PAGES as readonly string[]).includes(page);

export function frontDoorPage(pathname: string): FrontDoorPage | null {
  if (pathname.endsWith('/')) return null;
  if (pathname === '/reset-password') return 'reset-password';
  if (/^\/activate\/[^/]+$/.test(pathname)) return 'activate';
  const path = classifyPath(pathname);
  if (path.kind !== 'prefixed' || path.segment !== path.canonicalSegment) return null;
  if (path.page.type !== 'app' || path.rest !== `/${path.page.page}`) return null;
  return isPrefixedPage(path.page.page) ? path.page.page : null;
}
