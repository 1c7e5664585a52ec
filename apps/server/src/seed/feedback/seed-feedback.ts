/**
 * The feedback part of the seed (./feedback-examples.ts) and the agency accounts' feedback scopes
 * (docs/decisions/feedback.md "Feedback"): agency_admin (national centre) handles everything, sports_bureau_bj
 * the venue feedback of Beijing (110000), venue_filler (a venue's own staff) the first two Beijing venues.
 * Examples are about those Beijing venues or random others, so every account finds cases in its inbox.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { insertRows } from '../insert-rows.js';
import { feedbackExamples, type ExampleVenue } from './feedback-examples.js';

const BEIJING = '110000';
/** How many Beijing venues the venue manager's account handles. */
const MANAGED_VENUES = 2;

/** The Beijing venues venue_filler manages, lowest organ_id first. */
async function managedVenues(db: Kysely<Database>): Promise<ExampleVenue[]> {
  const rows = await db
    .selectFrom('venue')
    .select(['organ_id', 'name'])
    .where('province_code', '=', BEIJING)
    .orderBy('organ_id')
    .limit(MANAGED_VENUES)
    .execute();
  return rows.map((r) => ({ organId: r.organ_id, name: r.name }));
}

/** Inserts the examples; returns the number of rows. `others`: a sample of venues across the country. */
export async function seedFeedback(
  db: Kysely<Database>,
  options: { scale: number; now: Date; others: readonly ExampleVenue[] },
): Promise<number> {
  const managed = await managedVenues(db);
  // Half the venue examples concern the managed Beijing venues, so every inbox has work in it.
  const venues = [...managed, ...managed, ...options.others.slice(0, managed.length * 2)];
  return insertRows(db, 'feedback', feedbackExamples(venues, options.scale, options.now));
}

/** Gives the seeded agency accounts their scopes (after seedAgencyAccounts); returns the number of rows. */
export async function seedFeedbackScopes(db: Kysely<Database>): Promise<number> {
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'user_name'])
    .where('user_name', 'in', ['agency_admin', 'sports_bureau_bj', 'venue_filler'])
    .execute();
  const idOf = (name: string) => accounts.find((a) => a.user_name === name)?.id;
  const rows = [];
  const admin = idOf('agency_admin');
  if (admin !== undefined) rows.push({ account_id: admin, kind: 'all', area_code: null, organ_id: null });
  const bureau = idOf('sports_bureau_bj');
  if (bureau !== undefined) rows.push({ account_id: bureau, kind: 'area', area_code: BEIJING, organ_id: null });
  const manager = idOf('venue_filler');
  if (manager !== undefined)
    for (const venue of await managedVenues(db))
      rows.push({ account_id: manager, kind: 'venue', area_code: null, organ_id: venue.organId });
  await db
    .deleteFrom('feedback_scope')
    .where('section', '=', 'feedback')
    .where(
      'account_id',
      'in',
      accounts.map((a) => a.id),
    )
    .execute();
  return rows.length === 0 ? 0 : insertRows(db, 'feedback_scope', rows);
}
