import type { FastifyInstance } from 'fastify';
import { successBody } from '../http/api-error';

/** The PnL card's promotion per language (simulator-defined shape; docs/protocol.md "Promotion"). */
export interface PnlSharePromotion {
  readonly language: string;
  readonly title: string;
  readonly subtitle: string;
  /** Where the QR code on the card leads. */
  readonly referralLink: string;
  /** An image this host serves (the app's own origin, so a canvas that draws it can still be exported). */
  readonly imageUrl: string;
}

const LINK = 'https://woox.io/register?ref=PNLSHARE';
const IMAGE = '/promotion/pnl-share.svg';

const TEXTS: Readonly<Record<string, readonly [string, string]>> = {
  en: ['Trade perpetuals on WOO X', 'Sign up with this code and get a fee discount'],
  es: ['Opera perpetuos en WOO X', 'Regístrate con este código y obtén un descuento en comisiones'],
  pt: ['Negocie perpétuos na WOO X', 'Cadastre-se com este código e ganhe desconto nas taxas'],
  ru: ['Торгуйте бессрочными контрактами на WOO X', 'Зарегистрируйтесь по этому коду и получите скидку на комиссии'],
  ukr: ['Торгуйте безстроковими контрактами на WOO X', 'Зареєструйтеся за цим кодом і отримайте знижку на комісії'],
  vn: ['Giao dịch hợp đồng vĩnh cửu trên WOO X', 'Đăng ký bằng mã này để được giảm phí giao dịch'],
  zh: ['在 WOO X 交易永續合約', '使用此邀請碼註冊，享手續費折扣'],
  'zh-Hans': ['在 WOO X 交易永续合约', '使用此邀请码注册，享手续费折扣'],
};

/** The promotion in `language`, English when the language is not one of the site's. */
export function pnlSharePromotion(language: string | undefined): PnlSharePromotion {
  const lang = language !== undefined && Object.hasOwn(TEXTS, language) ? language : 'en';
  const [title, subtitle] = TEXTS[lang]!;
  return { language: lang, title, subtitle, referralLink: LINK, imageUrl: IMAGE };
}

/** GET /promotion/public/pnl_share?language= (public, mounted under /api): the promotion the PnL card carries. */
export function registerPromotionRoutes(app: FastifyInstance, clock: () => number): void {
  app.get('/promotion/public/pnl_share', async (request) => {
    const query = request.query as Record<string, unknown>;
    const language = typeof query.language === 'string' ? query.language : undefined;
    return successBody(pnlSharePromotion(language), clock());
  });
}
