import { directionOf, LANGUAGES, type Language } from '../domain/locales.ts';
import { MARKETING_PAGES, type MarketingPage, marketingPath } from '../domain/marketing.ts';

/**
 * The HTML around a prerendered page, the sitemap and robots.txt: plain strings, written by
 * scripts/prerender.ts. Canonical and alternate addresses use the bare language prefix (`/sv/pos`);
 * the regional variants (`/sv-se/pos`) serve the same file and point to it as canonical.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function pageUrl(origin: string, language: Language, page: MarketingPage): string {
  return `${origin}${marketingPath(language, page)}`;
}

/**
 * Runs before the first paint: a signed-in user on a prefixed path is sent to / (spec section 2).
 * A URL with a `token` parameter never reaches a prerendered page (the server hands it to the app).
 */
export function signedInRedirectScript(tokenStorageKey: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(tokenStorageKey)}))location.replace("/")}catch(e){}`;
}

/**
 * Loads the site's script once the page has been painted (the first-contentful-paint entry; one
 * frame later where the browser does not report paint timing, at the latest after 3 s): the
 * prerendered page is complete without it, so the network and the main thread serve the first
 * paint first, then hydration. The page's chunks are preloaded beside the entry (no waterfall).
 */
export function deferredLoaderScript(entry: string, preloads: readonly string[]): string {
  return [
    '(function(){var done=false;function go(){if(done)return;done=true;',
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`,
    `import(${JSON.stringify(entry)})}`,
    'setTimeout(go,3000);',
    'var P=window.PerformanceObserver;',
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true})',
    '}else{requestAnimationFrame(function(){setTimeout(go,0)})}',
    '})()',
  ].join('');
}

export interface DocumentInput {
  origin: string;
  language: Language;
  page: MarketingPage;
  title: string;
  description: string;
  /** The server-rendered markup of the page. */
  body: string;
  /** The site's whole stylesheet, inlined (a few KB): nothing blocks the first paint. */
  css: string;
  /** The entry script and the modules it imports for this page, as URLs (loaded after the first paint). */
  entry: string;
  preloads: readonly string[];
  tokenStorageKey: string;
  year: number;
}

export function renderDocument(input: DocumentInput): string {
  const { origin, language, page } = input;
  const alternates = LANGUAGES.map(
    (alternate) =>
      `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(pageUrl(origin, alternate, page))}">`,
  );
  alternates.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, 'en', page))}">`,
  );
  const canonical = pageUrl(origin, language, page);
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${directionOf(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:description" content="${escapeHtml(input.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    '<meta name="theme-color" content="#0f766e">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<script>${signedInRedirectScript(input.tokenStorageKey)}</script>`,
    `<style>${input.css}</style>`,
    '</head>',
    '<body>',
    `<div id="root" data-language="${language}" data-page="${page}" data-year="${input.year}">${input.body}</div>`,
    `<script>${deferredLoaderScript(input.entry, input.preloads)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Every marketing page in every language, each with its alternates (Google's sitemap hreflang). */
export function sitemapXml(origin: string): string {
  const urls = MARKETING_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => {
      const links = LANGUAGES.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeHtml(pageUrl(origin, alternate, page))}"/>`,
      );
      links.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, 'en', page))}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${escapeHtml(pageUrl(origin, language, page))}</loc>`,
        ...links,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawl the public site; keep crawlers out of the API and the signed-in app's entry points. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /graphql',
    'Disallow: /*/login',
    'Disallow: /*/register',
    'Disallow: /reset-password',
    'Disallow: /activate/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
