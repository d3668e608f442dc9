import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { INITIAL_HEIGHT } from '../../src/widget/protocol.ts';

/**
 * A partner's site for the widget tests: a tiny static server on another loopback port, so the
 * page's origin differs from Ordna's, and a second one for a third, "foreign" origin whose page
 * (framed by the partner page) tries to talk to the widgets.
 */

export interface PartnerSite {
  /** The partner page, e.g. http://127.0.0.1:43127/ */
  url: string;
  /** A page on a foreign origin, framed by the partner page. */
  foreignUrl: string;
  close: () => Promise<void>;
}

export interface PartnerEvent {
  type: string;
  detail: Record<string, unknown>;
}

function partnerPage(ordnaOrigin: string, foreignOrigin: string): string {
  return `<!doctype html>
<html lang="sv-SE">
  <head>
    <meta charset="utf-8" />
    <title>Kafé Kanel</title>
    <script>
      window.partnerEvents = [];
      ['ordna:ready', 'ordna:language-changed', 'ordna:signup-completed'].forEach(function (type) {
        document.addEventListener(type, function (event) {
          window.partnerEvents.push({ type: event.type, detail: event.detail });
        });
      });
      window.completed = [];
      // The partner's stub: these calls run before the loader has arrived, and are queued.
      window.Ordna = window.Ordna || function () { (Ordna.q = Ordna.q || []).push(arguments); };
      Ordna('signup', {
        target: '#second',
        namespace: 'chain',
        language: 'ar',
        country: 'GB',
        referralId: 'CHAIN-9',
        themeColor: '#1d4ed8',
        onComplete: function (detail) { window.completed.push(detail); },
      });
    </script>
    <script async src="${ordnaOrigin}/widget/loader.js"></script>
    <style>
      body { margin: 0; font-family: serif; }
      main { inline-size: 420px; padding: 8px; }
      /* docs/embedding.md: reserve the widget's height until the loader has arrived. */
      ordna-signup:not(:defined), #second:empty { display: block; min-block-size: ${INITIAL_HEIGHT}px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Kafé Kanel</h1>
      <ordna-language-selector namespace="main"></ordna-language-selector>
      <ordna-signup namespace="main" referral-id="PARTNER-42" theme-color="#b45309" radius="12"></ordna-signup>
      <p id="below">Text under the first widget.</p>
      <div id="second"></div>
      <iframe id="foreign" title="Foreign page" src="${foreignOrigin}/foreign.html"></iframe>
    </main>
  </body>
</html>`;
}

const FOREIGN_PAGE =
  '<!doctype html><html lang="en"><head><title>Foreign</title></head><body>foreign</body></html>';

function listen(handler: (path: string) => string | null): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const body = handler(req.url ?? '/');
    res.statusCode = body === null ? 404 : 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(body ?? 'not found');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startPartnerSite(ordnaOrigin: string): Promise<PartnerSite> {
  const foreign = await listen((path) => (path === '/foreign.html' ? FOREIGN_PAGE : null));
  const partner = await listen((path) => (path === '/' ? partnerPage(ordnaOrigin, foreign.origin) : null));
  return {
    url: `${partner.origin}/`,
    foreignUrl: `${foreign.origin}/foreign.html`,
    close: async () => {
      await Promise.all([close(partner.server), close(foreign.server)]);
    },
  };
}

/** The events the partner page has received so far. */
export function partnerEvents(page: Page): Promise<PartnerEvent[]> {
  return page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents);
}
