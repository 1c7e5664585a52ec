/** GET /healthz (no session): the database answered `select 1` -> data `{ db: 'up' }`; otherwise 503. */
import { Type, type Static } from '@sinclair/typebox';

export const HealthData = Type.Object({ db: Type.Literal('up') });
export type HealthData = Static<typeof HealthData>;
