/**
 * The public marketing pages (spec section 2, "Public (logged-out) routes"): one list shared by the
 * prerender script, the server that serves the prerendered files, the site's links and the
 * language-prefix rules.
 */
export const MARKETING_PAGES = ['home', 'pos', 'handheld', 'kitchen', 'ordering'] as const;
export type MarketingPage = (typeof MARKETING_PAGES)[number];

/** The path segment after the language prefix; the home page has none. */
export const MARKETING_PAGE_SEGMENTS: Record<MarketingPage, string> = {
  home: '',
  pos: 'pos',
  handheld: 'handheld-terminal',
  kitchen: 'digital-kitchen-screens',
  ordering: 'online-ordering',
};

/** Anchors on the home page (spec: "home, with anchors #testimonials and #integrations"). */
export const HOME_ANCHORS = { testimonials: 'testimonials', integrations: 'integrations' } as const;

/** Public pages that belong to the single-page app, not to the prerendered site. */
export const PUBLIC_APP_PAGES = ['login', 'register', 'check-email', 'create-company', 'onboarding'] as const;
export type PublicAppPage = (typeof PUBLIC_APP_PAGES)[number];

export function marketingPageFromSegment(segment: string): MarketingPage | null {
  for (const page of MARKETING_PAGES) if (MARKETING_PAGE_SEGMENTS[page] === segment) return page;
  return null;
}

/** `/en-gb/pos` for prefix `en-gb` and page `pos`; `/en-gb` for the home page. */
export function marketingPath(prefix: string, page: MarketingPage, anchor?: string): string {
  const segment = MARKETING_PAGE_SEGMENTS[page];
  return `/${prefix}${segment ? `/${segment}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/** The analytics event the footer's call to action sends (spec section 2, "Marketing footer"). */
export const FOOTER_CTA_EVENT = 'get-started-footer';
