Feature: Campaigns and trading competitions
  A campaign ranks the traders who signed up for it, by trading volume, PnL (realised PnL minus fees) or ROI (PnL ÷
  the USDT held at sign-up), over the fills made in its window AFTER their sign-up, in its markets (spot, perpetuals,
  or listed symbols). A volume campaign counts at most its cap per trader. A trader is ranked once their volume
  reaches the campaign's minimum. Traders with the same figure share a rank and the next rank is skipped (1, 2, 2, 4);
  they share the prizes of the places they take equally (rounded down to the cent). Sign-up is open until the end.

  Background:
    Given the exchange runs these campaigns:
      | campaign      | metric | markets                     | from | to   | cap  | minimum | prizes                       |
      | EZPZ          | VOLUME | spot                        | -72  | 264  | 2000 | 100     | 1:1000, 2:600, 3:400, 4-10:100 |
      | GATHERING     | PNL    | futures                     | -24  | 48   |      | 500     | 1:3000, 2:1500               |
      | BEARS         | PNL    | PERP_BTC_USDT,PERP_ETH_USDT | -720 | -216 |      | 1000    | 1:5000                       |
      | WOOTOPIA      | ROI    | spot+futures                | 72   | 576  |      | 1000    | 1:10000                      |
      | HEED_THE_CALL | VOLUME | spot+futures                | -24  | 144  |      | 100     | 1:2000                       |

  Rule: The list shows campaigns ongoing (ending soonest first), upcoming and past

    Scenario: Grouped by status
      When a visitor opens the campaigns
      Then the ongoing campaigns are "GATHERING, HEED_THE_CALL, EZPZ"
      And the upcoming campaigns are "WOOTOPIA"
      And the past campaigns are "BEARS"

    Scenario: A ranked campaign's card shows its top traders and the member's rank
      Given "ann" signed up for "EZPZ" 48 h ago
      And "ann" traded "SPOT_BTC_USDT" 0.01 at "50000" 2 h ago
      And the member signed up for "EZPZ" 10 h ago
      And the member traded "SPOT_ETH_USDT" 0.1 at "2000" 1 h ago
      When the member opens the campaigns
      Then the card of "EZPZ" shows "1 ann, 2 me" and the member's rank 2

  Rule: Sign-up

    Scenario: A visitor is asked to log in first
      When a visitor opens the campaign "EZPZ"
      And the visitor signs up
      Then the sign-up answers "login"

    Scenario: The member signs up once; only later trades count
      Given the member traded "SPOT_BTC_USDT" 0.01 at "50000" 3 h ago
      When the member opens the campaign "EZPZ"
      Then the member's standing is "not signed up"
      When the member signs up
      Then the member's standing is "unranked, volume 0, progress 0"
      And the member's badges are "JOINED"
      Given the member traded "SPOT_BTC_USDT" 0.004 at "50000" 0 h ago
      When the member refreshes the campaign
      Then the member's standing is "rank 1, volume 200, progress 1"
      And the member's badges are "JOINED, QUALIFIED, PODIUM"

    Scenario: An ended campaign takes no sign-up
      When the member opens the campaign "BEARS"
      Then the member cannot sign up
      When the member signs up
      Then the sign-up answers "campaignId: BEARS has ended"

    Scenario: An upcoming campaign takes sign-ups before it starts
      When the member opens the campaign "WOOTOPIA"
      Then the member can sign up

  Rule: Which fills count

    Scenario: Only fills in the window, after the sign-up, in the campaign's markets
      Given "ann" signed up for "EZPZ" 10 h ago
      And "ann" traded "SPOT_BTC_USDT" 0.01 at "50000" 20 h ago
      And "ann" traded "PERP_BTC_USDT" 0.01 at "50000" 2 h ago
      And "ann" traded "SPOT_ETH_USDT" 0.1 at "2000" 1 h ago
      When the member opens the campaign "EZPZ"
      Then the leaderboard is "1 ann 200"

    Scenario: A campaign of listed symbols ignores the others
      Given "bob" signed up for "BEARS" 700 h ago
      And "bob" traded with fills:
        | symbol        | price | quantity | fee | pnl | hoursAgo |
        | PERP_BTC_USDT | 50000 | 0.02     | 0.5 | 40  | 600      |
        | PERP_SOL_USDT | 100   | 50       | 1   | 500 | 600      |
      When the member opens the campaign "BEARS"
      Then the leaderboard is "1 bob 39.5"

  Rule: Caps, minimum, ties and prizes

    Scenario: Volume over the cap counts as the cap; equal figures share a rank and the next is skipped
      Given "ann" signed up for "EZPZ" 48 h ago
      And "bob" signed up for "EZPZ" 40 h ago
      And "cat" signed up for "EZPZ" 30 h ago
      And "dan" signed up for "EZPZ" 20 h ago
      And "ann" traded "SPOT_BTC_USDT" 0.1 at "50000" 5 h ago
      And "bob" traded "SPOT_BTC_USDT" 0.05 at "50000" 5 h ago
      And "cat" traded "SPOT_ETH_USDT" 0.5 at "2000" 5 h ago
      And "dan" traded "SPOT_ETH_USDT" 0.03 at "2000" 5 h ago
      When the member opens the campaign "EZPZ"
      Then the leaderboard is "1 ann 2000, 1 bob 2000, 3 cat 1000"
      And the prize standings are "1 ann 800, 1 bob 800, 3 cat 400"

    Scenario: Below the minimum the member is not ranked and sees the progress
      Given the member signed up for "EZPZ" 10 h ago
      And the member traded "SPOT_ETH_USDT" 0.025 at "2000" 1 h ago
      When the member opens the campaign "EZPZ"
      Then the member's standing is "unranked, volume 50, progress 0.5"
      And the leaderboard is ""

  Rule: PnL and ROI

    Scenario: PnL is realised PnL minus fees; a spot fee in the base token is worth fee × price
      Given "ann" signed up for "GATHERING" 20 h ago
      And "bob" signed up for "GATHERING" 20 h ago
      And "ann" traded with fills:
        | symbol        | price | quantity | fee | pnl | hoursAgo |
        | PERP_ETH_USDT | 2000  | 0.5      | 0.5 | 30  | 2        |
      And "bob" traded with fills:
        | symbol        | price | quantity | fee | pnl | hoursAgo |
        | PERP_BTC_USDT | 50000 | 0.02     | 0.5 | -10 | 2        |
      When the member opens the campaign "GATHERING"
      Then the leaderboard is "1 ann 29.5, 2 bob -10.5"
      And the prize standings are "1 ann 3000, 2 bob 1500"

    Scenario: ROI divides PnL by the USDT held at sign-up
      Given the clock is 80 hours later
      And "ann" signed up for "WOOTOPIA" 4 h ago with 2000 USDT
      And "bob" signed up for "WOOTOPIA" 4 h ago with 10000 USDT
      And "ann" traded with fills:
        | symbol        | price | quantity | fee | pnl | hoursAgo |
        | PERP_BTC_USDT | 50000 | 0.02     | 0   | 100 | 1         |
      And "bob" traded with fills:
        | symbol        | price | quantity | fee | pnl | hoursAgo |
        | PERP_BTC_USDT | 50000 | 0.02     | 0   | 400 | 1         |
      When the member opens the campaign "WOOTOPIA"
      Then the leaderboard is "1 ann 0.05, 2 bob 0.04"

  Rule: HEED_THE_CALL tells the member the milestones reached

    Scenario: Milestones
      Given the campaign "HEED_THE_CALL" has milestones "1000, 10000, 100000"
      And the member signed up for "HEED_THE_CALL" 10 h ago
      And the member traded "SPOT_BTC_USDT" 0.03 at "50000" 1 h ago
      When the member opens the campaign "HEED_THE_CALL"
      Then the milestones reached are "1000" and the next is "10000"

  Rule: Market-maker dashboards rank the maker volume of the week

    Scenario: Shares and rewards of the pool
      Given "mia" made maker fills of "5000" on "SPOT_BTC_USDT" this week
      And "max" made maker fills of "3000" on "SPOT_ETH_USDT" this week
      And "max" made maker fills of "9000" on "PERP_ETH_USDT" this week
      When the member opens the market-maker dashboard of "SPOT"
      Then the dashboard is "1 mia 5000 0.625 6250, 2 max 3000 0.375 3750"

  Rule: The prizes are paid once, when the campaign ends, from its final standings

    Scenario: The winners are credited their prizes, tied places sharing theirs; the member is told
      Given "ann" signed up for "EZPZ" 10 h ago
      And "bob" signed up for "EZPZ" 10 h ago
      And the member signed up for "EZPZ" 10 h ago
      And "ann" traded "SPOT_BTC_USDT" 0.01 at "50000" 2 h ago
      And "bob" traded "SPOT_ETH_USDT" 0.1 at "2000" 2 h ago
      And the member traded "SPOT_ETH_USDT" 0.1 at "2000" 1 h ago
      When the member opens the campaign "EZPZ"
      Then the campaign tells the member "running"
      And the prizes credited are ""
      Given the clock is 265 hours later
      When the member refreshes the campaign
      # 1st 1,000; bob and the member tie for 2nd and share 2nd and 3rd: (600 + 400) / 2 = 500 each
      Then the prizes credited are "ann 1000, bob 500, me 500"
      And the campaign tells the member "paid 500 USDT for #2 on 2023-11-25T23:13:20.000Z"
      When the member refreshes the campaign
      Then the prizes credited are "ann 1000, bob 500, me 500"

    Scenario: While the prizes are being paid the member is told so; a participant outside the prizes is told none was won
      Given "ann" signed up for "EZPZ" 10 h ago
      And the member signed up for "EZPZ" 10 h ago
      And "ann" traded "SPOT_BTC_USDT" 0.01 at "50000" 2 h ago
      And the exchange has not paid the prizes yet
      And the clock is 265 hours later
      When the member opens the campaign "EZPZ"
      Then the campaign tells the member "pending"
      Given the exchange pays the prizes
      When the member refreshes the campaign
      Then the campaign tells the member "no prize on 2023-11-25T23:13:20.000Z"
      And the prizes credited are "ann 1000"
