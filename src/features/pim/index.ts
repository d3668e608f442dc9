export { allergenName } from './allergens.ts';
