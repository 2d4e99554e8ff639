Feature: The wallet
  /wallet values every balance at the live spot prices, in USDT and in BTC, and splits the total between the spot
  account and the futures account (USDT margin of the open positions plus their unrealised PnL). Balances can be
  hidden, and the choice is kept on this device. The History tab pages the ledger of every balance move, filtered by
  token, type and dates, and exports what the filters show as CSV.

  Background:
    Given a wallet holder has 10000 USDT with 600 in orders, 0.1 BTC and 1 ETH
    And the spot prices are BTC 60000 and ETH 3000
    And the holder is long 0.1 PERP_BTC_USDT opened at 60000 with the mark at 61000 and leverage 10
    And the wallet has loaded

  Scenario: Totals and the spot / futures split, by hand
    # 10000 + 0.1 × 60000 + 1 × 3000 + unrealised 0.1 × (61000 − 60000) = 19100
    Then the wallet's total is 19100 USDT
    # 19100 ÷ 60000 = 0.318333… (8 decimals, rounded down)
    And the wallet's total is 0.31833333 BTC
    # margin 0.1 × 61000 ÷ 10 = 610, plus 100 unrealised
    And the futures account holds 710 USDT and the spot account 18390 USDT
    And the wallet lists:
      | token | holding | frozen | available | value |
      | USDT  | 10000   | 600    | 9400      | 10000 |
      | BTC   | 0.1     | 0      | 0.1       | 6000  |
      | ETH   | 1       | 0      | 1         | 3000  |

  Scenario: The figures follow the private stream and the tickers
    When the stream says the USDT balance is 9000 with 0 frozen at version 1
    Then the wallet's total is 18100 USDT
    When the BTC price becomes 50000
    # 9000 + 5000 + 3000 + 100 = 17100; 17100 ÷ 50000 = 0.342
    Then the wallet's total is 17100 USDT
    And the wallet's total is 0.342 BTC

  Scenario: A token without a price is left out and named
    Given the wallet also holds 50 WOO
    Then the wallet's total is 19100 USDT
    And the wallet says the total leaves out WOO
    And the wallet's last row is WOO without a value

  Scenario: Hiding balances is remembered on this device
    Then balances are shown
    When the holder hides balances
    Then balances are hidden
    And a wallet opened again on this device hides balances
    When the holder shows balances
    Then a wallet opened again on this device shows balances

  Scenario: The ledger, filtered by token, type and dates, paged
    Given the ledger holds:
      | id | token | type             | amount     | balanceAfter | time             |
      | 1  | USDT  | DEPOSIT          | 10000      | 10000        | 2026-01-01T00:00 |
      | 2  | BTC   | DEPOSIT          | 0.1        | 0.1          | 2026-01-01T00:00 |
      | 3  | USDT  | SPOT_TRANSACTION | -65.6355   | 9934.3645    | 2026-01-02T10:00 |
      | 4  | BTC   | SPOT_TRANSACTION | 0.001      | 0.101        | 2026-01-02T10:00 |
      | 5  | BTC   | TRANSACTION_FEE  | -0.0000005 | 0.1009995    | 2026-01-02T10:00 |
      | 6  | USDT  | FUNDING_FEE      | -0.06      | 9934.3045    | 2026-01-03T08:00 |
    When the holder opens the History tab
    Then the history shows rows 6, 5, 4, 3, 2, 1 of 6
    When the holder filters the history by token USDT
    Then the history shows rows 6, 3, 1 of 3
    When the holder also filters by type DEPOSIT
    Then the history shows rows 1 of 1
    When the holder clears the type and filters from 2026-01-02 to 2026-01-02
    Then the history shows rows 3 of 1
    When the holder clears the filters and shows pages of 4
    And the holder opens page 2
    Then the history shows rows 2, 1 of 6

  Scenario: The CSV export holds every row the filters match, formula-safe
    Given the ledger holds:
      | id | token | type     | amount | balanceAfter | time             |
      | 1  | USDT  | DEPOSIT  | 10000  | 10000        | 2026-01-01T00:00 |
      | 2  | USDT  | =CMD()   | -1     | 9999         | 2026-01-01T01:00 |
      | 3  | BTC   | DEPOSIT  | 0.1    | 0.1          | 2026-01-01T02:00 |
    When the holder filters the history by token USDT
    And the holder exports the history
    Then the CSV is:
      """
      Time (UTC),Token,Type,Amount,Balance after,ID
      2026-01-01T01:00:00.000Z,USDT,'=CMD(),-1,9999,2
      2026-01-01T00:00:00.000Z,USDT,DEPOSIT,10000,10000,1
      """

  Scenario: A failed read says so and keeps the filters
    Given the exchange does not answer the next ledger read
    When the holder opens the History tab
    Then the history says the exchange did not answer
    When the holder filters the history by token USDT
    Then the history is empty
