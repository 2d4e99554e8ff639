import type { PostSeed } from './blog-model';

/** Posts in the other site languages, so a localised blog has real content. */
export const LOCALISED_POSTS: readonly PostSeed[] = [
  {
    slug: 'prueba-de-reservas-noviembre',
    title: 'Prueba de reservas de noviembre: cada activo de cliente respaldado',
    author: 'diego',
    lang: 'es',
    hue: 170,
    tags: ['security'],
    excerpt: 'Nuestra instantánea mensual con árbol de Merkle muestra que cada saldo de cliente está respaldado por activos en cadena.',
    sections: [
      [
        'Qué publicamos',
        'Cada mes tomamos una instantánea de todos los saldos de los clientes y publicamos la raíz del árbol de Merkle junto con las direcciones de nuestras reservas.\nCada token está respaldado por encima del 100 %; las ratios están en la página de prueba de reservas, calculadas a partir de la propia instantánea.',
      ],
      [
        'Compruebe su saldo',
        'Copie su hash de usuario en la página de prueba de reservas y verifíquelo en su navegador, sin tener que confiar en nosotros.',
      ],
    ],
  },
  {
    slug: 'copy-trading-guia-pt',
    title: 'Copy trading: como escolher um trader líder',
    author: 'lin',
    lang: 'pt',
    hue: 220,
    tags: ['copy-trading', 'guides'],
    excerpt: 'ROI não é tudo: veja o drawdown máximo, a taxa de acerto e os dias de negociação antes de copiar alguém.',
    sections: [
      [
        'O que observar',
        'O ranking mostra períodos de 7, 30 e 90 dias. Compare o drawdown máximo e o índice de Sharpe, não apenas o retorno.',
      ],
      ['Proteja sua cópia', 'Defina take-profit, stop-loss e um stop de carteira que encerra a cópia automaticamente.'],
    ],
  },
  {
    slug: 'funding-rate-ru',
    title: 'Ставка финансирования бессрочных фьючерсов: просто о сложном',
    author: 'mira',
    lang: 'ru',
    hue: 35,
    tags: ['guides', 'markets'],
    excerpt: 'Почему лонги иногда платят шортам и как читать ставку финансирования перед открытием позиции.',
    sections: [
      [
        'Зачем нужно финансирование',
        'Бессрочный контракт не истекает, поэтому его цену к спотовому индексу возвращают платежи финансирования каждые восемь часов.',
      ],
      ['Как читать ставку', 'Ставка 0,01 % за период — это около 11 % годовых. Для позиций, которые держатся неделями, это важно.'],
    ],
  },
  {
    slug: 'bao-mat-tai-khoan',
    title: 'Năm cài đặt giúp tài khoản của bạn an toàn',
    author: 'diego',
    lang: 'vn',
    hue: 5,
    tags: ['security', 'guides'],
    excerpt: 'Xác thực hai lớp, mã chống lừa đảo và danh sách địa chỉ rút tiền: danh sách kiểm tra trong mười phút.',
    sections: [
      ['Danh sách kiểm tra', 'Bật ứng dụng xác thực hoặc passkey, đặt mã chống lừa đảo và thêm danh sách địa chỉ rút tiền được phép.'],
      ['Khi có điều bất thường', 'Hãy đóng băng tài khoản từ trang bảo mật; việc rút tiền và giao dịch sẽ dừng ngay lập tức.'],
    ],
  },
  {
    slug: 'woo-staking-zh-hant',
    title: 'WOO 質押等級 2026：更低手續費與更多獎勵',
    author: 'anya',
    lang: 'zh',
    hue: 265,
    tags: ['earn'],
    excerpt: '質押 WOO 最多可降低 40% 交易手續費，並每週分享平台收入。',
    sections: [
      ['新等級', '質押等級共五級，從 1,800 WOO 到 1,000,000 WOO。每一級都降低現貨與合約的吃單手續費。'],
      ['獎勵', '每週獎勵來自交易手續費分成，以 WOO 發放，可自動再質押。'],
    ],
  },
  {
    slug: 'api-v3-zh-hans',
    title: 'API v3：更高的频率限制与统一账户接口',
    author: 'lin',
    lang: 'zh-Hans',
    hue: 195,
    tags: ['product'],
    excerpt: '量化交易者的下单频率上限提高十倍，并可通过一个接口查询现货、杠杆和合约余额。',
    sections: [
      ['变化', '下单频率限制改为按交易对计算，默认上限从每秒 10 笔提高到 100 笔。'],
      ['迁移', 'v1 接口将保留到明年年底。API 文档列出了每个 v1 接口对应的 v3 接口。'],
    ],
  },
  {
    slug: 'zmagannia-trejderiv-gruden',
    title: 'Грудневе змагання трейдерів: призовий фонд 500 000 USDT',
    author: 'anya',
    lang: 'ukr',
    hue: 325,
    tags: ['company'],
    excerpt: 'Торгуйте безстроковими ф’ючерсами з 1 по 31 грудня та піднімайтеся в таблиці лідерів.',
    sections: [
      [
        'Як це працює',
        'Зареєструйтеся на сторінці кампанії та торгуйте будь-яким безстроковим ринком. Рейтинг складається за ROI з мінімальним обсягом.',
      ],
      ['Призи', 'Сто найкращих трейдерів розділять 400 000 USDT.'],
    ],
  },
];
