/**
 * The referral campaign and the share texts of the referral page (`referral_campaign`, `sharing_info`; docs/protocol.md
 * "Referral"): the campaign's figures (the app words its terms), its title and the share texts in the visitor's
 * language (English when the language is not one of the site's).
 */
export const REFERRAL_CAMPAIGN = {
  id: 'REFERRAL_2025',
  commissionRate: 0.3,
  durationDays: 365,
  /** Friends who traded that complete the campaign's goal. */
  target: 3,
  startTime: Date.UTC(2025, 0, 1),
  endTime: Date.UTC(2030, 0, 1),
} as const;

const TITLES: Readonly<Record<string, string>> = {
  en: 'Invite friends, earn up to 30 % of their fees',
  es: 'Invita a amigos y gana hasta el 30 % de sus comisiones',
  pt: 'Convide amigos e ganhe até 30 % das taxas deles',
  ru: 'Приглашайте друзей и получайте до 30 % их комиссий',
  ukr: 'Запрошуйте друзів і отримуйте до 30 % їхніх комісій',
  vn: 'Mời bạn bè, nhận tới 30 % phí giao dịch của họ',
  zh: '邀請好友，賺取最高 30 % 手續費返佣',
  'zh-Hans': '邀请好友，赚取最高 30 % 手续费返佣',
};

/** Share texts; `{code}` is filled in here, `{link}` by the app (it knows its origin). */
const SHARE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'Trade crypto on WOO X with my code {code} and get a share of your fees back: {link}',
    'Join me on WOO X: deep liquidity, low fees. Sign up here: {link}',
  ],
  es: [
    'Opera cripto en WOO X con mi código {code} y recupera parte de tus comisiones: {link}',
    'Únete a WOO X: gran liquidez y comisiones bajas. Regístrate aquí: {link}',
  ],
  pt: [
    'Negocie cripto na WOO X com meu código {code} e receba parte das taxas de volta: {link}',
    'Venha para a WOO X: liquidez profunda e taxas baixas. Cadastre-se aqui: {link}',
  ],
  ru: [
    'Торгуйте криптовалютой на WOO X с моим кодом {code} и возвращайте часть комиссий: {link}',
    'Присоединяйтесь к WOO X: глубокая ликвидность, низкие комиссии. Регистрация: {link}',
  ],
  ukr: [
    'Торгуйте криптовалютою на WOO X з моїм кодом {code} і повертайте частину комісій: {link}',
    'Приєднуйтеся до WOO X: глибока ліквідність, низькі комісії. Реєстрація: {link}',
  ],
  vn: [
    'Giao dịch crypto trên WOO X với mã {code} của tôi để được hoàn một phần phí: {link}',
    'Tham gia WOO X: thanh khoản sâu, phí thấp. Đăng ký tại: {link}',
  ],
  zh: ['使用我的邀請碼 {code} 在 WOO X 交易，返還部分手續費：{link}', '加入 WOO X：深度流動性、低手續費。立即註冊：{link}'],
  'zh-Hans': ['使用我的邀请码 {code} 在 WOO X 交易，返还部分手续费：{link}', '加入 WOO X：深度流动性、低手续费。立即注册：{link}'],
};

/** A share image this host serves (the app's origin, so a canvas may draw it). */
export const SHARE_IMAGE = '/promotion/referral-share.svg';

const lang = (table: Readonly<Record<string, unknown>>, language: string | undefined): string =>
  language !== undefined && Object.hasOwn(table, language) ? language : 'en';

/** The campaign row of `referral_campaign` with the member's progress (friends signed up and who traded). */
export function referralCampaignRow(language: string | undefined, progress: { referees: number; tradedReferees: number }, now: number) {
  const c = REFERRAL_CAMPAIGN;
  const status = now < c.startTime ? 'UPCOMING' : now >= c.endTime ? 'ENDED' : 'ONGOING';
  return {
    id: c.id,
    language: lang(TITLES, language),
    title: TITLES[lang(TITLES, language)]!,
    commissionRate: c.commissionRate,
    durationDays: c.durationDays,
    startTime: c.startTime,
    endTime: c.endTime,
    status,
    target: c.target,
    referees: progress.referees,
    tradedReferees: progress.tradedReferees,
    completed: progress.tradedReferees >= c.target,
  };
}

/** The share texts of `code` in `language` (`{link}` left for the app). */
export function shareTexts(language: string | undefined, code: string): { language: string; texts: string[] } {
  const l = lang(SHARE_TEXTS, language);
  return { language: l, texts: SHARE_TEXTS[l]!.map((t) => t.replaceAll('{code}', code)) };
}
