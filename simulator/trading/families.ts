/** An account's family: its main account's id (a main account, or any account nobody groups, is its own). */
export type FamilyResolver = (userId: number) => number;

/**
 * Who is one family, for the rules that treat a family as one owner (self-trade prevention, referral binding, a
 * listing campaign's share, a reward's first-timer test). The trading engine owns it; the module that knows the
 * families (simulator/subaccounts) registers its resolver once, and every account is its own family until then.
 */
export class Families {
  private resolver?: FamilyResolver;

  /** Connects the one resolver of families; a second registration throws (two modules would disagree on who is one). */
  register(resolver: FamilyResolver): void {
    if (this.resolver) throw new Error('a family resolver is already registered');
    this.resolver = resolver;
  }

  /** The main account's id of `userId`'s family. */
  of(userId: number): number {
    return this.resolver ? this.resolver(userId) : userId;
  }
}
