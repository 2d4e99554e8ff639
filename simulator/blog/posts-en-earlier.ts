import type { PostSeed } from './blog-model';

/** The earlier English posts of the seeded blog, newest first: they follow those of posts-en.ts. */
export const EARLIER_ENGLISH_POSTS: readonly PostSeed[] = [
  {
    slug: 'market-maker-programme-update',
    title: 'Designated market maker programme: new rebates for tight spreads',
    author: 'lin',
    lang: 'en',
    hue: 100,
    tags: ['company', 'product'],
    excerpt: 'Market makers who quote within 5 basis points for 90% of the time now earn a rebate of up to 0.5 bps on maker volume.',
    sections: [
      [
        'Obligations and rewards',
        'Designated market makers commit to uptime, maximum spread and minimum depth on their assigned markets. In return they receive maker rebates, higher rate limits and co-located gateways.',
      ],
      ['How to apply', 'Firms can apply on the designated market makers page. We answer every application within five business days.'],
    ],
  },
  {
    slug: 'earn-usdt-flexible',
    title: 'Flexible USDT savings: earn daily, withdraw any time',
    author: 'anya',
    lang: 'en',
    hue: 130,
    tags: ['earn'],
    excerpt: 'A flexible savings product with interest paid every day and no lock-up. Here is how the rate is set.',
    sections: [
      [
        'How interest is paid',
        'Interest accrues every hour and is paid once a day into your earn wallet. You can redeem at any time; funds are back in your spot wallet within minutes.',
      ],
      [
        'Where the yield comes from',
        'Savings are lent to margin traders on WOO X under strict collateral rules. The rate follows borrowing demand and is shown before you subscribe.',
      ],
    ],
  },
  {
    slug: 'liquidation-engine-explained',
    title: 'Inside our liquidation engine',
    author: 'mira',
    lang: 'en',
    hue: 10,
    tags: ['guides', 'security'],
    excerpt: 'Partial liquidations, the insurance fund and why we use a mark price instead of the last trade.',
    sections: [
      [
        'Mark price',
        'Liquidations use the mark price, a blend of the spot index and the contract price, so a single large trade cannot liquidate you.',
      ],
      [
        'Partial liquidation',
        'When your margin ratio falls below maintenance, the engine reduces your position step by step instead of closing it all at once, and stops as soon as the margin is healthy again.',
      ],
    ],
  },
  {
    slug: 'mobile-app-3-40',
    title: 'WOO X app 3.40: charts, widgets and a faster order form',
    author: 'lin',
    lang: 'en',
    hue: 240,
    tags: ['product'],
    excerpt: 'The new mobile release brings full-screen charts, home-screen price widgets and one-tap order presets.',
    sections: [
      [
        'What is new',
        'Charts now open full screen with drawing tools. Home-screen widgets show up to four prices. The order form remembers your last size and leverage per market.',
      ],
      ['Get it', 'Update from the App Store or Google Play, or download the APK from our download page.'],
    ],
  },
  {
    slug: 'listing-guide-for-projects',
    title: 'How we list new tokens',
    author: 'mira',
    lang: 'en',
    hue: 60,
    tags: ['company', 'guides'],
    excerpt: 'Liquidity, security audits, legal review and community: the four things our listing committee looks at.',
    sections: [
      [
        'The review',
        'Every listing goes through a technical review of the contract, a legal review and a liquidity assessment. We publish the listing guide so projects know what to prepare.',
      ],
      ['After listing', 'New tokens start with conservative position limits that rise as liquidity grows.'],
    ],
  },
  {
    slug: 'bug-bounty-2026-results',
    title: 'Bug bounty 2026: what researchers found and what we fixed',
    author: 'diego',
    lang: 'en',
    hue: 350,
    tags: ['security'],
    excerpt: 'This year we paid 38 researchers for 61 valid reports. The most interesting ones, and how we fixed them.',
    sections: [
      [
        'By the numbers',
        'We received 412 reports, 61 were valid and 4 were rated critical. The median time to a fix for critical issues was 19 hours.',
      ],
      ['Join in', 'The programme is open to everyone. Read the scope and the rules on our bug bounty page before you start testing.'],
    ],
  },
  {
    slug: 'affiliate-programme-50-percent',
    title: 'Affiliates now earn up to 50% commission',
    author: 'anya',
    lang: 'en',
    hue: 290,
    tags: ['company'],
    excerpt: 'Our affiliate programme pays a share of every fee your referrals pay, for life, with weekly payouts.',
    sections: [
      [
        'Commission tiers',
        'Affiliates start at 30% and move up to 50% as their referred volume grows. Sub-affiliates earn their partners an extra 5%.',
      ],
      [
        'Tools',
        'The affiliate dashboard shows clicks, sign-ups and commission in real time. The brand kit has logos and banners ready to use.',
      ],
    ],
  },
  {
    slug: 'understanding-spot-margin',
    title: 'Spot margin in plain words',
    author: 'mira',
    lang: 'en',
    hue: 80,
    tags: ['guides'],
    excerpt: 'Borrow to buy more, or borrow to sell short: how spot margin works, what it costs and the risks to watch.',
    sections: [
      [
        'Borrowing',
        'With spot margin you borrow USDT or a coin against the collateral in your account. Interest is charged hourly on what you borrow.',
      ],
      [
        'Risk',
        'If your collateral falls in value, your margin ratio drops. Keep an eye on it, set alerts and never borrow more than you can repay.',
      ],
    ],
  },
];
