/**
 * The full phone of a citizen's case for an agency handler to call back (docs/personal-data.md): inbox
 * answers carry the phone masked; the full number comes only from an explicit reveal call, one case at a
 * time, each written to the audit log (who, when, which case; never the number).
 * POST /api1/ruoyi/message/feedback/{id}/phone and POST /api/data/fixReport/inbox/{reportNo}/phone.
 */
import { Type, type Static } from 'typebox';

export const PhoneReveal = Type.Object({
  /** The number as the citizen entered it; null when the case has none (a repair report's phone is optional). */
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type PhoneReveal = Static<typeof PhoneReveal>;
