export * from './catalog.ts';
export * from './companies.ts';
export * from './menus.ts';
export * from './users.ts';
export * from './venues.ts';
