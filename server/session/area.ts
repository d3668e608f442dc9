import { defineArea } from '../api/area.ts';
import * as session from './session.graphql.ts';
import * as tokens from './tokens.graphql.ts';
import * as viewer from './viewer.graphql.ts';

/** Signing in and out, token refresh, and who the viewer is. */
export const sessionArea = defineArea({ name: 'session', graphql: { session, tokens, viewer } });
