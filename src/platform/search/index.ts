export { SearchTrigger } from './SearchTrigger/SearchTrigger.tsx';
export { isSearchShortcut, SearchPaletteProvider } from './searchPaletteContext.tsx';
