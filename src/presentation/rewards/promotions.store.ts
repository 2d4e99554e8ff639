import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, reaction } from 'mobx';
import {
  PromotionDismissalsPort,
  PromotionsApiPort,
  type PromotionCard,
  type PromotionCardType,
} from '../../application/rewards/ports/promotions-api.port';
import { TranslatorPort } from '../../application/shared/ports/translator.port';
import type { Unsubscribe } from '../../application/shared/token';
import { SessionStore } from '../session/session.store';
import type { PromotionsView } from './promotions-view';

/**
 * The promotion cards of one place (home, the reward centre, the trade page) in the visitor's language, a member's
 * own cards too (read again on signing in or out); a dismissed card stays hidden in this browser. Nothing is shown until the cards are read (no space
 * is reserved: the cards sit where their arrival moves nothing on screen).
 */
@injectable()
export class PromotionsStore implements PromotionsView {
  cards: ReadonlyMap<PromotionCardType, readonly PromotionCard[]> = new Map();
  private dismissed: ReadonlySet<string>;
  /** The number of the last read asked per card type (an answer to an older one, e.g. another language's, is dropped). */
  private readonly asked = new Map<PromotionCardType, number>();

  constructor(
    @inject(PromotionsApiPort) private readonly api: PromotionsApiPort,
    @inject(PromotionDismissalsPort) private readonly dismissals: PromotionDismissalsPort,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.dismissed = dismissals.dismissed();
    makeObservable<PromotionsStore, 'dismissed' | 'put'>(this, {
      cards: observableRef,
      dismissed: observableRef,
      put: action,
      dismiss: action,
    });
    // Signing in or out changes the cards (a member's own ones): the places read so far are read again.
    reaction(
      () => this.session.loggedIn,
      () => {
        for (const cardType of this.asked.keys()) void this.load(cardType);
      },
    );
  }

  /** The cards of `cardType` not dismissed. */
  shown(cardType: PromotionCardType): readonly PromotionCard[] {
    return (this.cards.get(cardType) ?? []).filter((c) => !this.dismissed.has(c.id));
  }

  /** Reads the cards of `cardType` in the current language, for a member or a visitor; the last read asked wins. */
  async load(cardType: PromotionCardType): Promise<void> {
    const asked = (this.asked.get(cardType) ?? 0) + 1;
    this.asked.set(cardType, asked);
    const r = await this.api.cards({ cardType, language: this.translator.language(), signedIn: this.session.loggedIn });
    if (r.ok && this.asked.get(cardType) === asked) this.put(cardType, r.value);
  }

  private put(cardType: PromotionCardType, rows: readonly PromotionCard[]): void {
    const next = new Map(this.cards);
    next.set(cardType, rows);
    this.cards = next;
  }

  watch(listener: () => void): Unsubscribe {
    return reaction(() => [this.cards, this.dismissed], listener);
  }

  dismiss(id: string): void {
    this.dismissals.dismiss(id);
    this.dismissed = new Set([...this.dismissed, id]);
  }
}
