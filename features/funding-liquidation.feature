Feature: Funding and liquidation of perpetuals
  The simulator pays funding between longs and shorts every period and liquidates a position when its margin falls
  to its maintenance (equal liquidates); the insurance fund takes what is left or pays what is missing; the trader
  is told. Figures are computed by hand: maintenance 1 % of the notional (notional up to 1,000,000), taker fee 5 bps.

  Scenario Outline: Funding sign: a positive rate makes longs pay, a negative one makes shorts pay
    Given trader 1 holds a long of <size> PERP_BTC_USDT opened at 60000 with 10000 USDT
    And trader 2 holds a short of <size> PERP_BTC_USDT opened at 60000 with 10000 USDT
    And the mark price of PERP_BTC_USDT is <mark> and its funding rate <rate>
    When the funding of PERP_BTC_USDT is settled
    Then trader 1's USDT changed by <long> as a FUNDING_FEE ledger row and a "<longType>" row in the funding history
    And trader 2's USDT changed by <short> as a FUNDING_FEE ledger row and a "<shortType>" row in the funding history

    Examples:
      | size | mark  | rate    | long | short | longType | shortType |
      | 0.2  | 60000 | 0.0001  | -1.2 | 1.2   | Pay      | Receive   |
      | 0.1  | 50000 | -0.0002 | 1    | -1    | Receive  | Pay       |
      | 0.1  | 50000 | 0.01    | -15  | 15    | Pay      | Receive   |

  Scenario Outline: Liquidation at the exact boundary, one tick either side
    A long of 0.1 at 60000 with 654 USDT: at 54000 its equity is 654 + 0.1 × (54000 − 60000) = 54 = 0.1 × 54000 × 1 %.
    Given trader 1 holds a long of 0.1 PERP_BTC_USDT opened at 60000 with 654 USDT
    When the mark price of PERP_BTC_USDT moves to <mark>
    Then trader 1's PERP_BTC_USDT position is <state>

    Examples:
      | mark    | state      |
      | 54000.1 | open       |
      | 54000   | liquidated |
      | 53999.9 | liquidated |

  Scenario: A short is liquidated when the mark rises to its price
    A short of 0.1 at 60000 with 666 USDT: at 66000 its equity is 666 − 600 = 66 = 0.1 × 66000 × 1 %.
    Given trader 3 holds a short of 0.1 PERP_BTC_USDT opened at 60000 with 666 USDT
    When the mark price of PERP_BTC_USDT moves to 65999.9
    Then trader 3's PERP_BTC_USDT position is open
    When the mark price of PERP_BTC_USDT moves to 66000
    Then trader 3's PERP_BTC_USDT position is liquidated

  Scenario: The insurance fund takes the remainder
    Closed at 54000: 54 left, less the fee 0.1 × 54000 × 0.0005 = 2.7, leaves 51.3 for the fund.
    Given trader 1 holds a long of 0.1 PERP_BTC_USDT opened at 60000 with 654 USDT
    When the mark price of PERP_BTC_USDT moves to 54000
    Then the insurance fund grew by 51.3
    And trader 1 has 0 USDT with a LIQUIDATION ledger row of -51.3
    And trader 1's last order is a filled MARKET SELL of 0.1 at 54000 with the reason "LIQUIDATION"

  Scenario: The insurance fund pays what is missing when the mark jumps past the bankruptcy price
    Closed at 50000: 654 − 1000 − fee 2.5 = −348.5, which the fund pays; the trader ends at 0, not below.
    Given trader 1 holds a long of 0.1 PERP_BTC_USDT opened at 60000 with 654 USDT
    When the mark price of PERP_BTC_USDT moves to 50000
    Then the insurance fund grew by -348.5
    And trader 1 has 0 USDT with a LIQUIDATION ledger row of 348.5

  Scenario: An isolated position is liquidated at its own price, the cross collateral stays
    Isolated margin 540 on a long of 0.1 at 60000: (6000 − 540) ÷ (0.1 − 0.001) = 55151.51…; the account keeps the rest.
    Given trader 4 holds an isolated long of 0.1 PERP_BTC_USDT opened at 60000 with 540 margin and 5000 USDT
    When the mark price of PERP_BTC_USDT moves to 55151.6
    Then trader 4's PERP_BTC_USDT position is open
    When the mark price of PERP_BTC_USDT moves to 55151.5
    Then trader 4's PERP_BTC_USDT position is liquidated
    And trader 4 has 4460 USDT

  Scenario: ADL quantile ranks profitable positions by PnL % × leverage
    At 62000 with 10× each: ROE 2.4, 1.27…, 0.33… (× 10) rank 5, 4, 2 (⌈5 × rank ÷ 3⌉); the losing short is 1.
    Given trader 5 holds a long of 0.1 PERP_BTC_USDT opened at 50000 with 10000 USDT
    And trader 6 holds a long of 0.1 PERP_BTC_USDT opened at 55000 with 10000 USDT
    And trader 7 holds a long of 0.1 PERP_BTC_USDT opened at 60000 with 10000 USDT
    And trader 8 holds a short of 0.1 PERP_BTC_USDT opened at 60000 with 10000 USDT
    When the mark price of PERP_BTC_USDT moves to 62000
    Then the ADL quantiles of traders 5, 6, 7, 8 are 5, 4, 2, 1

  Scenario: The trader is told of a liquidation
    Given a trader is signed in with 10000 USDT, 0.1 BTC and 1 ETH
    And the trading account has loaded
    When the exchange liquidates the trader's long of 0.1 PERP_BTC_USDT at 61234.5
    And 400 ms pass
    Then the only toast says "Your BTC-PERP long was liquidated at 61,234.5"
