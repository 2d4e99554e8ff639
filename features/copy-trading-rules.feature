Feature: Copy trading's rules: how a lead trader's fill becomes a copier's order
  A lead trader's opening fill is copied in proportion: with a fixed amount the copier puts the same share of the
  copy's amount at work as the lead puts of its equity (quantity = fill quantity × amount ÷ lead's equity); with a
  fixed ratio the copier's quantity is the lead's × the ratio. The max amount per order caps one order's notional,
  and the copy's open notional never exceeds amount × leverage. A closing fill closes the same fraction of the
  copy's own position. A copy whose entry would be worse than the lead's price by more than the max slippage is
  skipped. Every number below is computed by hand.

  Background:
    Given a perpetual at 40000 USDT with a step of 0.001 and a minimum notional of 10 USDT

  Scenario: Fixed amount copies the lead's share of equity
    Given a copy with a fixed amount of 1000 USDT at leverage 10
    When a lead trader with 20000 USDT equity buys 0.5
    Then the copier buys 0.025

  Scenario: Fixed ratio copies a multiple of the lead's quantity
    Given a copy with a fixed ratio of 0.5 and an amount of 1000 USDT at leverage 10
    When a lead trader with 20000 USDT equity buys 0.3
    Then the copier buys 0.15

  Scenario: The max amount per order caps the copied order
    Given a copy with a fixed amount of 1000 USDT at leverage 10
    And a max amount per order of 600 USDT
    When a lead trader with 20000 USDT equity buys 0.5
    Then the copier buys 0.015, cut by the max amount per order

  Scenario: The copy's room (amount × leverage) caps what it holds
    Given a copy with a fixed amount of 1000 USDT at leverage 2
    And the copy already holds 1500 USDT of positions
    When a lead trader with 20000 USDT equity buys 0.5
    Then the copier buys 0.012, cut by the copy's room

  Scenario: A full copy skips the fill
    Given a copy with a fixed amount of 1000 USDT at leverage 2
    And the copy already holds 2000 USDT of positions
    When a lead trader with 20000 USDT equity buys 0.5
    Then the copy skips the fill because of "NO_ROOM"

  Scenario: A size under the symbol's minimum is skipped
    Given a copy with a fixed amount of 100 USDT at leverage 10
    When a lead trader with 20000 USDT equity buys 0.001
    Then the copy skips the fill because of "BELOW_MINIMUM"

  Scenario: A close closes the same fraction of the copy's position
    Given the copy holds 0.04 and the lead trader holds 1
    When the lead trader sells 0.25
    Then the copier sells 0.01

  Scenario Outline: Max entry slippage
    Given a max entry slippage of <max>
    When the lead trader <side> at <lead> and the copier's book walk gives <walk>
    Then the entry slippage is <slippage> and the copy is <verdict>

    Examples:
      | max   | side  | lead | walk  | slippage | verdict |
      | 0.005 | buys  | 100  | 101   | 0.01     | skipped |
      | 0.005 | buys  | 100  | 100.5 | 0.005    | placed  |
      | 0.001 | sells | 100  | 99.8  | 0.002    | skipped |
      | 0.001 | buys  | 100  | 99.9  | 0        | placed  |

  Scenario Outline: Profit share is settled above the high water mark
    Given a lead trader's profit share of <rate>
    When a copy with a high water mark of <mark> USDT has a net realised profit of <net> USDT at settlement
    Then the lead trader gets <share> USDT and the high water mark becomes <after> USDT

    Examples:
      | rate | mark | net     | share | after   |
      | 0.2  | 0    | 150     | 30    | 150     |
      | 0.2  | 150  | 100     | 0     | 150     |
      | 0.1  | 150  | 175.555 | 2.55  | 175.555 |
      | 0.3  | 0    | -40     | 0     | 0       |

  Scenario: TP and SL of a copied position, and the portfolio stop loss
    Then a long of 0.1 from 40000 marked at 44000 with a TP of 0.1 is closed by "TAKE_PROFIT"
    And a short of 0.1 from 40000 marked at 42000 with a SL of 0.05 is closed by "STOP_LOSS"
    And a copy of 1000 USDT with a portfolio stop loss of 0.2 stops at a PnL of -200 but not at -199.99

  Scenario Outline: The copy fee: 2 bps of a filled copied order's value, rounded up to a cent
    Then a filled copied order of <quantity> at <price> pays a copy fee of <fee> USDT

    # 0.025 × 40000 = 1000 × 0.0002 = 0.2; 0.003 × 41150 = 123.45 → 0.02469 → 0.03; 0.00025 × 40000 = 10 → 0.002 → 0.01
    Examples:
      | quantity | price | fee  |
      | 0.025    | 40000 | 0.2  |
      | 0.003    | 41150 | 0.03 |
      | 0.00025  | 40000 | 0.01 |
