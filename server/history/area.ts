import { defineArea } from '../api/area.ts';
import * as history from './history.graphql.ts';

/** Change history with one-click revert: products, menus and menu entries (issue 16, item 6). */
export const historyArea = defineArea({ name: 'history', graphql: { history } });
