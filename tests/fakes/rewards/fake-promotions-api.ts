import type {
  PromotionCard,
  PromotionCardType,
  PromotionDismissalsPort,
  PromotionsApiPort,
} from '../../../src/application/rewards/ports/promotions-api.port';
import { ok } from '../../../src/domain/shared/result';

/** Promotion cards in memory: `rows` in every language the test gives (`language` picks, English otherwise). */
export class FakePromotionsApi implements PromotionsApiPort {
  rows: (Omit<PromotionCard, 'language' | 'title'> & { titles: Record<string, string>; account: boolean })[] = [];
  asked: { cardType?: PromotionCardType; language: string; signedIn?: boolean }[] = [];

  private card(r: FakePromotionsApi['rows'][number], language: string): PromotionCard {
    const lang = r.titles[language] ? language : 'en';
    const { titles: _titles, account: _account, ...rest } = r;
    return { ...rest, language: lang, title: r.titles[lang] ?? '' };
  }

  async cards(query: { readonly cardType: PromotionCardType; readonly language: string; readonly signedIn: boolean }) {
    this.asked.push(query);
    return ok(
      this.rows
        .filter((r) => r.cardType === query.cardType && (query.signedIn || !r.account))
        .map((r) => this.card(r, query.language)) as readonly PromotionCard[],
    );
  }

  async events(language: string) {
    this.asked.push({ language });
    return ok(this.rows.map((r) => this.card(r, language)) as readonly PromotionCard[]);
  }
}

/** Dismissals of this "browser": kept across stores built on it (a new visit reads them again). */
export class FakePromotionDismissals implements PromotionDismissalsPort {
  readonly ids = new Set<string>();
  dismissed(): ReadonlySet<string> {
    return new Set(this.ids);
  }
  dismiss(id: string): void {
    this.ids.add(id);
  }
}
