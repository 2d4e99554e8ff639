import type { PostSeed } from './blog-model';
import { EARLIER_ENGLISH_POSTS } from './posts-en-earlier';

/** English posts: the bulk of the seeded blog, newest first (the earlier ones in posts-en-earlier.ts). */
export const ENGLISH_POSTS: readonly PostSeed[] = [
  {
    slug: 'proof-of-reserves-november-2026',
    title: 'Proof of reserves, November 2026: every client asset backed',
    author: 'diego',
    lang: 'en',
    hue: 160,
    featured: true,
    tags: ['security', 'company'],
    excerpt:
      'Our monthly Merkle-tree snapshot shows every client balance backed by on-chain assets, token by token, with the ratios live on the Proof of reserves page.',
    sections: [
      [
        'What we published',
        "Every month we take a snapshot of all client liabilities, hash each balance into a Merkle tree and publish the root together with the wallet addresses that hold our reserves.\nEvery token is backed above 100%. The total reserve ratio and each token's ratio are on the Proof of reserves page, computed from the published snapshot itself rather than copied into this post.",
      ],
      [
        'How to check your own balance',
        'Open Proof of reserves in your account, copy your user hash for the audit and paste it into the verifier. It rebuilds the path from your leaf to the published root, so you do not need to trust us.\nThe verifier runs in your browser and the tree file can be downloaded and checked with open-source tools.',
      ],
      [
        'What comes next',
        'We are adding zero-knowledge proofs of solvency so that negative balances can be excluded without revealing any individual balance.',
      ],
    ],
  },
  {
    slug: 'copy-trading-launch',
    title: 'Copy trading is live: follow lead traders in two clicks',
    author: 'lin',
    lang: 'en',
    hue: 210,
    featured: true,
    tags: ['copy-trading', 'product'],
    excerpt:
      'Pick a lead trader by ROI, drawdown and Sharpe ratio, set a fixed amount or ratio, and let the positions mirror into your account.',
    sections: [
      [
        'Choosing a lead trader',
        'The marketplace ranks lead traders over 7, 30 and 90 days. Look beyond ROI: maximum drawdown, win rate and the number of trading days tell you how the returns were made.\nEvery profile shows current positions, position history and the PnL of the people already copying.',
      ],
      [
        'Your safety settings',
        'Set a take-profit and a stop-loss per copy, and a portfolio stop-loss that ends the copy when your equity falls below a level you choose.\nLead traders receive a profit share only on the profit they make for you.',
      ],
    ],
  },
  {
    slug: 'perpetual-futures-funding-explained',
    title: 'Perpetual futures funding rates, explained',
    author: 'mira',
    lang: 'en',
    hue: 30,
    tags: ['guides', 'markets'],
    excerpt: 'Why longs sometimes pay shorts, how the eight-hour funding rate is computed, and how to read it before you open a position.',
    sections: [
      [
        'Why funding exists',
        'A perpetual contract never expires, so something has to pull its price back to the spot index. Funding is that force: when the contract trades above the index, longs pay shorts; when it trades below, shorts pay longs.',
      ],
      [
        'Reading the rate',
        'Funding is settled every eight hours. A rate of 0.01% per period is about 11% a year, which matters for positions held for weeks.\nThe funding-rate page shows the current and predicted rate for every perpetual market.',
      ],
    ],
  },
  {
    slug: 'woo-staking-tiers-2026',
    title: 'WOO staking tiers for 2026: lower fees and a bigger share of rewards',
    author: 'anya',
    lang: 'en',
    hue: 270,
    tags: ['earn', 'product'],
    excerpt: 'Stake WOO to cut your trading fees by up to 40% and earn a share of the platform revenue every week.',
    sections: [
      [
        'The new tiers',
        'There are now five tiers, from 1,800 WOO to 1,000,000 WOO staked. Each tier reduces spot and futures taker fees, and the top two tiers remove maker fees on spot entirely.',
      ],
      ['Rewards', 'Weekly rewards come from a share of trading fees. They are paid in WOO and can be restaked automatically.'],
    ],
  },
  {
    slug: 'weekly-market-note-btc-range',
    title: 'Weekly market note: BTC holds its range while open interest climbs',
    author: 'mira',
    lang: 'en',
    hue: 45,
    tags: ['markets'],
    excerpt: 'Bitcoin spent the week between two well-watched levels while futures open interest rose 8%. What the positioning tells us.',
    sections: [
      [
        'Price action',
        'BTC traded in a 6% range all week, with sellers defending the top and spot buyers absorbing every dip.\nVolatility sold off to its lowest level in two months.',
      ],
      [
        'Positioning',
        'Open interest in BTC perpetuals climbed 8% while funding stayed close to neutral, a sign that new positions are balanced rather than a crowded long.',
      ],
    ],
  },
  {
    slug: 'api-v3-rate-limits',
    title: 'API v3: higher rate limits and a unified account endpoint',
    author: 'lin',
    lang: 'en',
    hue: 190,
    tags: ['product'],
    excerpt: 'Algorithmic traders get ten times the order rate limit and one endpoint for spot, margin and futures balances.',
    sections: [
      [
        'What changes',
        'Order placement is now limited per symbol rather than per account, and the default limit rises from 10 to 100 orders a second.\nA single balance endpoint returns spot, margin and futures holdings in one call.',
      ],
      [
        'Migrating',
        'The v1 endpoints keep working until the end of next year. The API reference lists each v1 call with its v3 replacement.',
      ],
    ],
  },
  {
    slug: 'how-to-secure-your-account',
    title: 'Five settings that keep your account safe',
    author: 'diego',
    lang: 'en',
    hue: 0,
    tags: ['security', 'guides'],
    excerpt: 'Two-factor authentication, an anti-phishing code, withdrawal allow-lists and more: a ten-minute checklist.',
    sections: [
      [
        'The checklist',
        'Turn on an authenticator app or a passkey. Set an anti-phishing code so every email from us shows your secret word. Add a withdrawal allow-list and a withdrawal password.\nReview your devices and API keys every month and remove what you do not recognise.',
      ],
      [
        'If something looks wrong',
        'Freeze your account from the security page; it stops withdrawals and trading at once. Our support team answers around the clock.',
      ],
    ],
  },
  {
    slug: 'trading-competition-december',
    title: 'December trading competition: 500,000 USDT prize pool',
    author: 'anya',
    lang: 'en',
    hue: 320,
    tags: ['company'],
    excerpt: 'Trade perpetual futures between 1 and 31 December and climb the leaderboard for a share of half a million USDT.',
    sections: [
      [
        'How it works',
        'Register on the campaign page, then trade any perpetual market. The leaderboard ranks by ROI with a minimum volume, so accounts of every size can win.',
      ],
      [
        'Prizes',
        'The top 100 traders share 400,000 USDT. Another 100,000 USDT goes to a lucky draw among all participants who reach 10,000 USDT in volume.',
      ],
    ],
  },
  ...EARLIER_ENGLISH_POSTS,
];
