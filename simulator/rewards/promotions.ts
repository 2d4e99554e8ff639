/**
 * The promotion cards (docs/protocol.md "Promotion"): each for some platforms and one card type (where it shows:
 * HOME, REWARD_CENTER, TRADE), with its text in each of the site's languages (English when the language is not one
 * of them). `account` cards are only for signed-in members (`promotion/account/promotion`).
 */
import type { PromotionCard, PromotionCardType } from '../../src/domain/rewards/promotion';

export const PROMOTION_PLATFORMS = ['WEB', 'APP'] as const;
export type PromotionPlatform = (typeof PROMOTION_PLATFORMS)[number];
export { PROMOTION_CARD_TYPES, type PromotionCard, type PromotionCardType } from '../../src/domain/rewards/promotion';

interface PromotionConfig {
  readonly id: string;
  readonly cardType: PromotionCardType;
  readonly platforms: readonly PromotionPlatform[];
  readonly link: string;
  readonly account: boolean;
  readonly startTime: number;
  readonly endTime: number;
  /** [title, text, button] per language. */
  readonly texts: Readonly<Record<string, readonly [string, string, string]>>;
}

const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2030, 0, 1);

const PROMOTIONS: readonly PromotionConfig[] = [
  {
    id: 'WELCOME_REWARDS',
    cardType: 'HOME',
    platforms: ['WEB', 'APP'],
    link: '/account/reward-center',
    account: false,
    startTime: START,
    endTime: END,
    texts: {
      en: [
        'Welcome rewards',
        'Sign up, make your first deposit and trade: up to 35 USDT and three coupons are waiting.',
        'See the rewards',
      ],
      es: [
        'Recompensas de bienvenida',
        'Regístrate, haz tu primer depósito y opera: te esperan hasta 35 USDT y tres cupones.',
        'Ver las recompensas',
      ],
      pt: [
        'Recompensas de boas-vindas',
        'Cadastre-se, faça seu primeiro depósito e negocie: até 35 USDT e três cupons esperam por você.',
        'Ver as recompensas',
      ],
      ru: [
        'Приветственные награды',
        'Зарегистрируйтесь, внесите первый депозит и торгуйте: до 35 USDT и три купона ждут вас.',
        'Смотреть награды',
      ],
      ukr: [
        'Вітальні нагороди',
        'Зареєструйтеся, зробіть перший депозит і торгуйте: до 35 USDT і три купони чекають на вас.',
        'Переглянути нагороди',
      ],
      vn: [
        'Phần thưởng chào mừng',
        'Đăng ký, nạp tiền lần đầu và giao dịch: tới 35 USDT và ba phiếu ưu đãi đang chờ bạn.',
        'Xem phần thưởng',
      ],
      zh: ['新手獎勵', '註冊、完成首次入金並交易：最高 35 USDT 與三張優惠券等你領取。', '查看獎勵'],
      'zh-Hans': ['新手奖励', '注册、完成首次入金并交易：最高 35 USDT 与三张优惠券等你领取。', '查看奖励'],
    },
  },
  {
    id: 'FEE_DISCOUNT_WEEK',
    cardType: 'TRADE',
    platforms: ['WEB'],
    link: '/account/reward-center',
    account: true,
    startTime: START,
    endTime: END,
    texts: {
      en: ['20 % off your trading fees', 'Claim and use your fee-discount coupon in the reward centre: it works for 3 days.', 'Claim it'],
      es: ['20 % de descuento en comisiones', 'Reclama y usa tu cupón de descuento en el centro de recompensas: dura 3 días.', 'Reclamar'],
      pt: ['20 % de desconto nas taxas', 'Resgate e use seu cupom de desconto na central de recompensas: vale por 3 dias.', 'Resgatar'],
      ru: ['Скидка 20 % на комиссии', 'Получите и активируйте купон на скидку в центре наград: он действует 3 дня.', 'Получить'],
      ukr: ['Знижка 20 % на комісії', 'Отримайте й активуйте купон на знижку в центрі нагород: він діє 3 дні.', 'Отримати'],
      vn: ['Giảm 20 % phí giao dịch', 'Nhận và dùng phiếu giảm phí trong trung tâm phần thưởng: có hiệu lực 3 ngày.', 'Nhận ngay'],
      zh: ['手續費 8 折', '在獎勵中心領取並使用手續費折扣券：有效 3 天。', '立即領取'],
      'zh-Hans': ['手续费 8 折', '在奖励中心领取并使用手续费折扣券：有效 3 天。', '立即领取'],
    },
  },
  {
    id: 'USDT_SAVINGS',
    cardType: 'TRADE',
    platforms: ['WEB'],
    link: '/earn',
    account: false,
    startTime: START,
    endTime: END,
    texts: {
      en: [
        'Idle USDT? Let it earn',
        'USDT flexible savings pay 3.65 % a year, every day, and you can redeem at any time.',
        'Start earning',
      ],
      es: [
        '¿USDT sin usar? Haz que rinda',
        'El ahorro flexible en USDT paga un 3,65 % anual, cada día, y puedes retirarlo cuando quieras.',
        'Empezar a ganar',
      ],
      pt: [
        'USDT parado? Faça render',
        'A poupança flexível em USDT paga 3,65 % ao ano, todos os dias, e você resgata quando quiser.',
        'Começar a render',
      ],
      ru: [
        'USDT без дела? Пусть приносят доход',
        'Гибкие накопления в USDT приносят 3,65 % годовых каждый день, вывести можно в любой момент.',
        'Начать зарабатывать',
      ],
      ukr: [
        'USDT без діла? Нехай приносять дохід',
        'Гнучкі заощадження в USDT приносять 3,65 % річних щодня, вивести можна будь-коли.',
        'Почати заробляти',
      ],
      vn: [
        'USDT đang nhàn rỗi? Hãy để nó sinh lời',
        'Tiết kiệm linh hoạt USDT trả 3,65 %/năm, mỗi ngày, và bạn có thể rút bất cứ lúc nào.',
        'Bắt đầu kiếm lời',
      ],
      zh: ['閒置的 USDT？讓它生息', 'USDT 活期理財年化 3.65 %，每日派息，隨時可贖回。', '開始賺取'],
      'zh-Hans': ['闲置的 USDT？让它生息', 'USDT 活期理财年化 3.65 %，每日派息，随时可赎回。', '开始赚取'],
    },
  },
  {
    id: 'APY_BOOST_USDT',
    cardType: 'REWARD_CENTER',
    platforms: ['WEB', 'APP'],
    link: '/earn',
    account: false,
    startTime: START,
    endTime: END,
    texts: {
      en: ['Double your USDT savings rate', 'An APY booster adds 3.65 % a year to USDT flexible savings for 7 days.', 'Go to Earn'],
      es: [
        'Duplica el rendimiento de tus ahorros en USDT',
        'Un potenciador de APY suma un 3,65 % anual al ahorro flexible en USDT durante 7 días.',
        'Ir a Earn',
      ],
      pt: [
        'Dobre o rendimento da sua poupança em USDT',
        'Um impulsionador de APY soma 3,65 % ao ano à poupança flexível em USDT por 7 dias.',
        'Ir para Earn',
      ],
      ru: [
        'Удвойте доходность накоплений в USDT',
        'Бустер APY добавляет 3,65 % годовых к гибким накоплениям в USDT на 7 дней.',
        'Перейти в Earn',
      ],
      ukr: [
        'Подвойте дохідність заощаджень у USDT',
        'Бустер APY додає 3,65 % річних до гнучких заощаджень у USDT на 7 днів.',
        'Перейти до Earn',
      ],
      vn: [
        'Nhân đôi lãi suất tiết kiệm USDT',
        'Phiếu tăng APY cộng thêm 3,65 %/năm cho tiết kiệm linh hoạt USDT trong 7 ngày.',
        'Đến Earn',
      ],
      zh: ['USDT 理財收益翻倍', 'APY 加速券讓 USDT 活期理財年化增加 3.65 %，持續 7 天。', '前往理財'],
      'zh-Hans': ['USDT 理财收益翻倍', 'APY 加速券让 USDT 活期理财年化增加 3.65 %，持续 7 天。', '前往理财'],
    },
  },
];

const languageOf = (cfg: PromotionConfig, language: string | undefined): string =>
  language !== undefined && Object.hasOwn(cfg.texts, language) ? language : 'en';

const card = (cfg: PromotionConfig, language: string | undefined): PromotionCard => {
  const lang = languageOf(cfg, language);
  const [title, text, button] = cfg.texts[lang]!;
  return {
    id: cfg.id,
    cardType: cfg.cardType,
    language: lang,
    title,
    text,
    button,
    link: cfg.link,
    startTime: cfg.startTime,
    endTime: cfg.endTime,
  };
};

/** The cards running at `now` for a platform and card type (either may be left out), in `language`. */
export function promotionCards(
  query: { platform?: PromotionPlatform; cardType?: PromotionCardType; language?: string },
  signedIn: boolean,
  now: number,
): PromotionCard[] {
  return PROMOTIONS.filter(
    (p) =>
      (signedIn || !p.account) &&
      now >= p.startTime &&
      now < p.endTime &&
      (query.platform === undefined || p.platforms.includes(query.platform)) &&
      (query.cardType === undefined || p.cardType === query.cardType),
  ).map((p) => card(p, query.language));
}
