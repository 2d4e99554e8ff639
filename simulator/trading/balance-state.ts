/** One token's balance in scaled units (`BalanceState`), and the writers of its figures that only the ledger takes. */
import Decimal from 'decimal.js';
import { AmountText } from './amount-text';
import { LedgerInvariantError } from './ledger-rules';
import { fromScaled } from './scaled';

/**
 * The only writer of a balance's figures: set by `BalanceState`'s static block, handed to the ledger alone
 * (`balanceWriters`). A move whose amount the caller knows as `units × 10^-dp` (`MoveOptions.units`) passes it on, so
 * the figure's text is cut from numbers.
 */
let writeBalance: (b: BalanceState, h: bigint, f: bigint, hUnits?: number, hDp?: number, fUnits?: number, fDp?: number) => void;
/** Σ of the balance's ledger rows as the ledger keeps it (undefined until its first move after start). */
let rowSum: (b: BalanceState) => bigint | undefined;
let writeRowSum: (b: BalanceState, sum: bigint) => void;
/** Whether the ledger took the writers (`balanceWriters`). */
let taken = false;

/**
 * One token's balance in scaled units (`scaled.ts`). Its holding and frozen amount are private fields: only the
 * `Ledger` (ledger.ts) writes them (credit, debit, freeze, release, borrow, repay; `restore` when a store is read), so no
 * code can move money without its ledger row and the invariants' check (docs/adr/0025-one-ledger.md).
 */
export class BalanceState {
  #h = 0n;
  #f = 0n;
  #sum: bigint | undefined = undefined;
  private readonly hText = new AmountText();
  private readonly fText = new AmountText();

  static {
    writeBalance = (b, h, f, hUnits, hDp = 0, fUnits, fDp = 0) => {
      if (h !== b.#h) b.hText.moved(b.#h, h, hUnits, hDp);
      if (f !== b.#f) b.fText.moved(b.#f, f, fUnits, fDp);
      b.#h = h;
      b.#f = f;
    };
    rowSum = (b) => b.#sum;
    writeRowSum = (b, sum) => {
      b.#sum = sum;
    };
  }

  /** Holding and frozen, scaled. */
  get h(): bigint {
    return this.#h;
  }

  get f(): bigint {
    return this.#f;
  }

  /**
   * Holding and frozen as decimal text and as JSON numbers (the stream), remembered while they do not change
   * (`AmountText`): a balance's text is made once per change (its ledger row's `balanceAfter`, the write batch) and
   * its number, when a message asks for it, read from that text: the same correctly rounded value as `scaledNumber`.
   */
  holdingText(): string {
    return this.hText.text(this.#h);
  }

  holdingNumber(): number {
    return this.hText.number(this.#h);
  }

  frozenText(): string {
    return this.fText.text(this.#f);
  }

  frozenNumber(): number {
    return this.fText.number(this.#f);
  }

  get holding(): Decimal {
    return new Decimal(fromScaled(this.#h));
  }

  get frozen(): Decimal {
    return new Decimal(fromScaled(this.#f));
  }
}

/**
 * Hands the writers of the balances' figures to their one taker, the ledger (ledger.ts, when it loads): a second call
 * throws, so no other module can write a balance.
 */
export function balanceWriters(): {
  readonly writeBalance: typeof writeBalance;
  readonly rowSum: typeof rowSum;
  readonly writeRowSum: typeof writeRowSum;
} {
  if (taken) throw new LedgerInvariantError('the balance writers are taken already: the ledger (ledger.ts) is their only taker');
  taken = true;
  return { writeBalance, rowSum, writeRowSum };
}
