import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/locales.ts';
import { MARKETING_PAGES } from '../domain/marketing.ts';
import { deferredLoaderScript, escapeHtml, renderDocument, robotsTxt, sitemapXml } from './document.ts';

const input = {
  origin: 'https://ordna.se',
  language: 'ar' as const,
  page: 'kitchen' as const,
  title: 'Kitchen <screens> & "more"',
  description: 'One & two',
  body: '<header></header>',
  css: 'body{margin:0}',
  entry: '/site/assets/site-1.js',
  preloads: ['/site/assets/KitchenPage-2.js', '/site/assets/marketing-3.js'],
  tokenStorageKey: 'ordna.token',
  year: 2026,
};

describe('renderDocument', () => {
  const html = renderDocument(input);

  it('sets language, direction, escaped title and description', () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>Kitchen &lt;screens&gt; &amp; &quot;more&quot;</title>');
    expect(html).toContain('<meta name="description" content="One &amp; two">');
  });

  it('links the canonical page and every language plus x-default', () => {
    expect(html).toContain('<link rel="canonical" href="https://ordna.se/ar/digital-kitchen-screens">');
    expect(html.match(/rel="alternate"/g)).toHaveLength(LANGUAGES.length + 1);
    expect(html).toContain('hreflang="x-default" href="https://ordna.se/en/digital-kitchen-screens"');
  });

  it('sends a signed-in visitor to / before the first paint, and loads the script after it', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('localStorage.getItem("ordna.token")');
    expect(head).not.toContain('/site/assets/');
    expect(html).toContain(`<script>${deferredLoaderScript(input.entry, input.preloads)}</script>`);
    expect(html).toContain('data-language="ar" data-page="kitchen" data-year="2026"');
  });
});

describe('sitemap and robots', () => {
  it('lists every page in every language with alternates', () => {
    const xml = sitemapXml('https://ordna.se');
    expect(xml.match(/<loc>/g)).toHaveLength(LANGUAGES.length * MARKETING_PAGES.length);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(LANGUAGES.length * MARKETING_PAGES.length);
    expect(xml).toContain('<loc>https://ordna.se/sv</loc>');
  });

  it('points crawlers at the sitemap and away from the API', () => {
    const robots = robotsTxt('https://ordna.se');
    expect(robots).toContain('Sitemap: https://ordna.se/sitemap.xml');
    expect(robots).toContain('Disallow: /graphql');
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
