import type { Plugin } from 'vite';
import { LANGUAGE_COOKIE, tokenStorageKeys } from '../src/domain/session.ts';
// The generated module itself, not the areas' `*.gql.ts`: those go through codegen's `graphql()`
// map, which Vite's config loader cannot import. tests/unit/earlyRequests.test.ts checks this list
// is the gate's (src/platform/shell/gateDocuments.ts).
import {
  GetUserMetadataDocument,
  ShellDataDocument,
  ShellOrganizationDocument,
} from '../src/graphql/__generated__/graphql.ts';
import { GRAPHQL_ENDPOINT, REQUEST_HEADERS, requestBody } from '../src/graphql/client.ts';
import { EARLY_GLOBAL } from '../src/graphql/earlyAnswers.ts';

/** What every signed-in document asks for early: the gate's queries, none with variables. */
export const EARLY_DOCUMENTS = [GetUserMetadataDocument, ShellDataDocument, ShellOrganizationDocument];

/** The production build's options: the gate's bodies, the stored token's key, the language cookie. */
export const GATE_EARLY_REQUESTS: EarlyRequestsOptions = {
  bodies: EARLY_DOCUMENTS.map((document) => requestBody(document.toString(), undefined)),
  tokenKey: tokenStorageKeys(false).token,
  languageCookie: LANGUAGE_COOKIE,
};

/**
 * The signed-in document's first requests (issue 15): an inline script in its head POSTs the
 * gate's queries with the stored token as soon as the document is parsed, so their answers are
 * there when the app's code has arrived (src/graphql/earlyAnswers.ts takes them). Without it they
 * left only after the startup file had run: a round trip after the download, on every page load.
 * The script is inline (the server's CSP allows it by its hash, server/app/headers-csp.ts) so it costs
 * no request of its own. It sends nothing without a token or without the language cookie the app
 * left (the language the app will ask in; a request in another language would not be used).
 */
export interface EarlyRequestsOptions {
  /** The request bodies, exactly as the client POSTs them (client.ts `requestBody`). */
  bodies: readonly string[];
  /** localStorage's token key (domain/session.ts `tokenStorageKeys`). */
  tokenKey: string;
  /** The language cookie's name (domain/session.ts `LANGUAGE_COOKIE`). */
  languageCookie: string;
}

/** The inline script's text: ES5, no dependencies, never throws. */
export function earlyRequestsScript({ bodies, tokenKey, languageCookie }: EarlyRequestsOptions): string {
  // `<` as \u003c: nothing in a body can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){try{var t=localStorage.getItem(${json(tokenKey)});var m=document.cookie.match(${json(`(?:^|; )${languageCookie.replace(/\./g, '\\.')}=([^;]*)`)});if(!t||!m)return;var l=decodeURIComponent(m[1]);var a={};${json(bodies)}.forEach(function(b){var h=${json(REQUEST_HEADERS)};h["accept-language"]=l;h.authorization="Bearer "+t;a[b]=fetch(${json(GRAPHQL_ENDPOINT)},{method:"POST",headers:h,body:b}).then(function(r){return r.ok?r.json():null},function(){return null})});window[${json(EARLY_GLOBAL)}]={token:t,language:l,answers:a}}catch(e){}})();`;
}

/**
 * Puts the script right after index.html's title (and so into every route document built from
 * it): before the stylesheet, which would hold a later inline script until it has loaded.
 */
export function earlyRequests(options: EarlyRequestsOptions): Plugin {
  return {
    name: 'ordna:early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes('</title>')) throw new Error('early requests: index.html has no <title>');
        return html.replace('</title>', `</title>\n    <script>${earlyRequestsScript(options)}</script>`);
      },
    },
  };
}
