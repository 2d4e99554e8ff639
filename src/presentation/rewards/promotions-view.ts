import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCard, PromotionCardType } from '../../application/rewards/ports/promotions-api.port';
import { token, type Unsubscribe } from '../../application/shared/token';
import { useInjection } from '../shared/container-context';

/**
 * What a promotion-card view reads and does (`PromotionsStore` implements it). A token and a `watch` rather than
 * MobX's observer, so the lazy card chunks name no store, session, API module or MobX and stay small (and the build
 * keeps MobX in one chunk with the container, as every other page wants it).
 */
export interface PromotionsView {
  /** The cards of `cardType` not dismissed in this browser. */
  shown(cardType: PromotionCardType): readonly PromotionCard[];
  /** Reads the cards of `cardType` in the current language (read again by itself when the visitor signs in or out). */
  load(cardType: PromotionCardType): Promise<void>;
  dismiss(id: string): void;
  /** Calls `listener` whenever the cards shown may have changed (read, dismissed). */
  watch(listener: () => void): Unsubscribe;
}
export const PromotionsView = token<PromotionsView>('PromotionsView');

/** The cards of `cardType` shown now (read in the visitor's language, again when it changes) and the dismiss action. */
export function usePromotionCards(cardType: PromotionCardType): {
  readonly cards: readonly PromotionCard[];
  readonly dismiss: (id: string) => void;
} {
  const { i18n } = useTranslation();
  const view = useInjection(PromotionsView);
  const [cards, setCards] = useState(() => view.shown(cardType));
  useEffect(() => {
    setCards(view.shown(cardType));
    return view.watch(() => setCards(view.shown(cardType)));
  }, [view, cardType]);
  useEffect(() => {
    void view.load(cardType);
  }, [view, cardType, i18n.language]);
  return { cards, dismiss: (id) => view.dismiss(id) };
}
