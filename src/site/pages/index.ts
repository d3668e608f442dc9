import type { ComponentType } from 'react';
import type { MarketingPage } from '../../domain/marketing.ts';

/** Each page is its own chunk: a page loads its own components and illustration, no other page's. */
export const PAGE_MODULES: Record<MarketingPage, () => Promise<{ default: ComponentType }>> = {
  home: () => import('./HomePage.tsx'),
  pos: () => import('./PosPage.tsx'),
  handheld: () => import('./HandheldPage.tsx'),
  kitchen: () => import('./KitchenPage.tsx'),
  ordering: () => import('./OrderingPage.tsx'),
};
