/** The listing campaign's id (named campaign ids). */
export const LISTING_CAMPAIGN_ID = 'LISTING_CAMPAIGN';

/**
 * The phases of a listing vote, in order: UPCOMING (before the nomination), NOMINATION (the candidates are
 * announced; predictions open, no votes), VOTING (the battles: the candidates paired head to head, votes for any
 * candidate; predictions still open), SHOWDOWN (the battles' leaders face off, votes for them only; predictions
 * closed), RESULT (the showdown's leader is listed; predictions settled).
 */
export const LISTING_PHASES = ['UPCOMING', 'NOMINATION', 'VOTING', 'SHOWDOWN', 'RESULT'] as const;
export type ListingPhase = (typeof LISTING_PHASES)[number];

/** When each phase begins (epoch ms, ascending). */
export interface ListingSchedule {
  readonly nominationStart: number;
  readonly votingStart: number;
  readonly showdownStart: number;
  readonly resultTime: number;
}

/** The phase at `now`: a phase begins at its start time (inclusive). */
export function phaseAt(s: ListingSchedule, now: number): ListingPhase {
  if (now >= s.resultTime) return 'RESULT';
  if (now >= s.showdownStart) return 'SHOWDOWN';
  if (now >= s.votingStart) return 'VOTING';
  if (now >= s.nominationStart) return 'NOMINATION';
  return 'UPCOMING';
}

/** When a phase begins (UPCOMING: never, it is before the schedule). */
export function phaseStart(s: ListingSchedule, phase: Exclude<ListingPhase, 'UPCOMING'>): number {
  return { NOMINATION: s.nominationStart, VOTING: s.votingStart, SHOWDOWN: s.showdownStart, RESULT: s.resultTime }[phase];
}

/** The next phase after `now` and when it begins; undefined once the result is out. */
export function nextPhase(s: ListingSchedule, now: number): { readonly phase: ListingPhase; readonly at: number } | undefined {
  const order = ['NOMINATION', 'VOTING', 'SHOWDOWN', 'RESULT'] as const;
  for (const phase of order) if (phaseStart(s, phase) > now) return { phase, at: phaseStart(s, phase) };
  return undefined;
}

/** A countdown's parts (whole days, hours, minutes, seconds left; 0 when past). */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A schedule in which `phase` began `since` ms before `now`, keeping the phases' lengths of `s` (the simulator's control). */
export function shiftedTo(s: ListingSchedule, phase: Exclude<ListingPhase, 'UPCOMING'>, now: number, since = 1000): ListingSchedule {
  const by = now - since - phaseStart(s, phase);
  return {
    nominationStart: s.nominationStart + by,
    votingStart: s.votingStart + by,
    showdownStart: s.showdownStart + by,
    resultTime: s.resultTime + by,
  };
}

/** Whether votes are taken in the phase (VOTING: the battles; SHOWDOWN: the finalists). */
export const votingOpen = (phase: ListingPhase): boolean => phase === 'VOTING' || phase === 'SHOWDOWN';
/** Whether a prediction may be made or changed (before the showdown). */
export const predictionsOpen = (phase: ListingPhase): boolean => phase === 'NOMINATION' || phase === 'VOTING';
