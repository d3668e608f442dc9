import { defineArea } from '../api/area.ts';
import * as licences from './licences.graphql.ts';

/** Licences and devices (issue 21 item 6): read licences, claim and move devices, POS access. */
export const licencesArea = defineArea({ name: 'licences', graphql: { licences } });
