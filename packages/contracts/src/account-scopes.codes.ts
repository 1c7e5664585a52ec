/**
 * Code lists of an agency account's review scopes (职责范围; schemas: account-scopes.ts): the sections of
 * `feedback_scope`, their Chinese names, the kinds of a row and which kinds each section takes
 * (modules/area/agency-scope.ts; docs/decisions/feedback.md "Feedback").
 */

/** The sections a scope row belongs to (column feedback_scope.section). */
export const SCOPE_SECTIONS = ['feedback', 'facility', 'venueYear'] as const;
export type ScopeSection = (typeof SCOPE_SECTIONS)[number];

/** Each section's Chinese name, as the back office shows it. */
export const SCOPE_SECTION_NAMES: Record<ScopeSection, string> = {
  feedback: '意见反馈',
  facility: '设施报修',
  venueYear: '场馆年度数据审核',
};

/** The kinds of a scope row. */
export const SCOPE_KINDS = ['all', 'area', 'venue'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

/** The kinds each section takes: only feedback is scoped to single venues. */
export const SCOPE_KINDS_OF: Record<ScopeSection, readonly ScopeKind[]> = {
  feedback: ['all', 'area', 'venue'],
  facility: ['all', 'area'],
  venueYear: ['all', 'area'],
};

/** How many rows one section of one account may hold. */
export const SCOPE_ROWS_MAX = 100;
