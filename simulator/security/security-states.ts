import {
  NO_ATTEMPTS,
  afterRightCode,
  afterWrongCode,
  isLocked,
  triesLeft,
  type CodeAttempts,
} from '../../src/domain/security/security-rules';
import { ApiError, ErrorCodes } from '../http/api-error';
import { emptySecurityState, type SecurityRepository, type SecurityState } from './security-records';

/** One try of a code or password, counted as wrong before the slow check (`SecurityStates.reserveTry`). */
export interface ReservedTry {
  /** The try was right: its count is cleared. */
  right(): Promise<void>;
  /** The try was wrong: the refusal (the lock's when this try set it). */
  wrong(field: string, what: string): never;
}

/**
 * Each account's security state in memory, written through to the repository in order, and the code locks
 * (5 wrong tries of an action → locked for 15 min). `Security` holds the rules of each action on top of it.
 */
export class SecurityStates {
  private readonly states = new Map<number, SecurityState>();
  private readonly writes = new Map<number, Promise<void>>();

  constructor(
    private readonly repository: SecurityRepository,
    private readonly clock: () => number,
  ) {}

  restore(states: Iterable<[number, SecurityState]>): void {
    for (const [userId, state] of states) this.states.set(userId, state);
  }

  get(userId: number): SecurityState {
    return this.states.get(userId) ?? emptySecurityState();
  }

  /**
   * Changes one account's state atomically: `change` runs on the CURRENT state (never on a copy read before an await),
   * the result is in memory at once, and the rows are written in order, each write taking the newest state — so a
   * slow call that finishes late cannot restore a spent recovery code, a used TOTP step or a cleared try count.
   */
  async update(userId: number, change: (current: SecurityState) => SecurityState): Promise<SecurityState> {
    const next = change(this.get(userId));
    this.states.set(userId, next);
    const previous = this.writes.get(userId) ?? Promise.resolve();
    const write = previous.catch(() => undefined).then(() => this.repository.saveState(userId, this.get(userId)));
    this.writes.set(userId, write);
    await write;
    return next;
  }

  /** Refuses with -1003 (and the seconds to wait) while `action` is locked. */
  assertOpen(userId: number, action: string): void {
    const a = this.attempts(this.get(userId), action);
    if (isLocked(a, this.clock())) {
      const minutes = Math.ceil((a.lockedUntil - this.clock()) / 60000);
      throw new ApiError(
        ErrorCodes.TooManyRequests,
        `Too many wrong codes: try again in ${minutes} minutes`,
        undefined,
        Math.ceil((a.lockedUntil - this.clock()) / 1000),
      );
    }
  }

  /**
   * Reserves one try of `action` before the slow check: the lock is checked and the try counted as
   * wrong in one synchronous step, so 30 parallel tries are judged one after the other (the sixth finds the lock).
   * `right()` clears the count; `wrong()` answers the refusal for the try already counted.
   */
  reserveTry(userId: number, action: string): ReservedTry {
    this.assertOpen(userId, action);
    const state = this.get(userId);
    const counted = afterWrongCode(this.attempts(state, action), this.clock());
    this.states.set(userId, { ...state, attempts: { ...state.attempts, [action]: counted } });
    const persisted = this.update(userId, (current) => current);
    return {
      right: async () => {
        await persisted;
        await this.update(userId, (current) => cleared(current, action));
      },
      wrong: (field, what) => {
        if (isLocked(counted, this.clock()))
          throw new ApiError(ErrorCodes.TooManyRequests, `${field}: wrong ${what}; locked for 15 minutes`, undefined, 900);
        throw new ApiError(ErrorCodes.InvalidParameter, `${field}: wrong ${what} (${triesLeft(counted)} tries left)`);
      },
    };
  }

  private attempts(state: SecurityState, action: string): CodeAttempts {
    return state.attempts[action] ?? NO_ATTEMPTS;
  }
}

function cleared(state: SecurityState, action: string): SecurityState {
  return state.attempts[action] ? { ...state, attempts: { ...state.attempts, [action]: afterRightCode() } } : state;
}
