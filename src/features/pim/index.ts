export { allergenName } from './allergens.ts';
export { categoryLookup } from './categoryLookup.ts';
