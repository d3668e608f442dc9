/**
 * Facts about the company the site prints as they are, in every language: names, the postal
 * address and the support address are not translated (the country name is, see the dictionary).
 */
export const POSTAL_ADDRESS = {
  company: 'Ordna AB',
  street: 'Sveavägen 44',
  postcode: '111 34',
  city: 'Stockholm',
} as const;

export const SUPPORT_EMAIL = 'support@ordna.se';

/** The site's own origin, for canonical links, hreflang alternates and the sitemap. */
export const DEFAULT_SITE_ORIGIN = 'https://ordna.se';

export const SOCIAL_LINKS = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/ordna', icon: 'linkedin' },
  { network: 'Instagram', href: 'https://www.instagram.com/ordna.se', icon: 'instagram' },
  { network: 'Facebook', href: 'https://www.facebook.com/ordna.se', icon: 'facebook' },
] as const;

/** Testimonial authors are people's names: the quote and their title are translated. */
export const TESTIMONIAL_AUTHORS = {
  first: 'Karin Lindholm',
  second: 'Erik Haugland',
  third: 'Lucía Romero',
} as const;
