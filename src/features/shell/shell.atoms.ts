import { atom } from 'jotai';

/** Whether the sidebar drawer is open on small screens. */
export const sidebarOpenAtom = atom(false);
