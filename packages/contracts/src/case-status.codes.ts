/**
 * The status machine of an agency case (docs/decisions/feedback.md "One case machine"): which statuses each
 * status may move to. Feedback (意见反馈) and repair reports (器材报修) declare theirs beside their statuses
 * (FEEDBACK_NEXT, FIX_REPORT_NEXT). The server writes a move as a compare-and-set guarded by `movableFrom`
 * (two handlers at once: one wins, the other gets 409), and the inbox drawers offer only `nextOf` moves.
 */

/** For each status, the statuses it may move to (none: the case is finished). */
export type CaseMachine<S extends string> = Readonly<Record<S, readonly S[]>>;

/** True when a case in `from` may move to `to`. */
export function canMove<S extends string>(machine: CaseMachine<S>, from: S, to: S): boolean {
  return machine[from].includes(to);
}

/** The statuses from which `to` may be reached (the guard of the write), in the machine's order. */
export function movableFrom<S extends string>(machine: CaseMachine<S>, to: S): S[] {
  return (Object.keys(machine) as S[]).filter((from) => machine[from].includes(to));
}

/** The moves offered from `from` (empty for a finished case). */
export function nextOf<S extends string>(machine: CaseMachine<S>, from: S): readonly S[] {
  return machine[from];
}
