import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { PromotionDismissalsPort, PromotionsApiPort, type PromotionCard, type PromotionCardType } from '../../application/rewards/ports/promotions-api.port';
import { TranslatorPort } from '../../application/shared/ports/translator.port';
import { SessionStore } from '../session/session.store';

/**
 * The promotion cards of one place (home, the reward centre, the trade page) in the visitor's language, a member's
 * own cards too; a dismissed card stays hidden in this browser. Nothing is shown until the cards are read (no space
 * is reserved: the cards sit where their arrival moves nothing on screen).
 */
@injectable()
export class PromotionsStore {
  cards: ReadonlyMap<PromotionCardType, readonly PromotionCard[]> = new Map();
  private dismissed: ReadonlySet<string>;

  constructor(
    @inject(PromotionsApiPort) private readonly api: PromotionsApiPort,
    @inject(PromotionDismissalsPort) private readonly dismissals: PromotionDismissalsPort,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.dismissed = dismissals.dismissed();
    makeObservable<PromotionsStore, 'dismissed' | 'put'>(this, { cards: observableRef, dismissed: observableRef, put: action, dismiss: action });
  }

  /** The cards of `cardType` not dismissed. */
  shown(cardType: PromotionCardType): readonly PromotionCard[] {
    return (this.cards.get(cardType) ?? []).filter((c) => !this.dismissed.has(c.id));
  }

  async load(cardType: PromotionCardType): Promise<void> {
    const r = await this.api.cards({ cardType, language: this.translator.language(), signedIn: this.session.loggedIn });
    if (r.ok) this.put(cardType, r.value);
  }

  private put(cardType: PromotionCardType, rows: readonly PromotionCard[]): void {
    const next = new Map(this.cards);
    next.set(cardType, rows);
    this.cards = next;
  }

  dismiss(id: string): void {
    this.dismissals.dismiss(id);
    this.dismissed = new Set([...this.dismissed, id]);
  }
}
