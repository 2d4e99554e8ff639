Feature: Market-data admin
  Accounts with the admin role set a perpetual's index price, mark price, funding rate and funding-rate cap
  (md/admin/*). The page states each change's effect before it is sent; the public market data and the trading
  engine follow; every change is written to the audit log. Anyone else is refused and never sees the page.
  (The app's store, use case and REST adapter talk to the simulator through the test transport.)

  Background:
    Given the exchange simulator is running

  Scenario: A normal account is refused and the page does not exist for it
    Given a signed-in account "trader@example.com" without the admin role
    When they open the market-data admin page
    Then they see the not-found view
    And calling "POST md/admin/mark-price" for PERP_BTC_USDT at 1000 is refused with HTTP 403 and code -1002
    And calling "POST md/admin/funding-rate" for PERP_BTC_USDT at 0.001 is refused with HTTP 403 and code -1002
    And the audit log is empty

  Scenario: Setting the mark price shows in the public data and the trading engine, and is audited
    Given a signed-in account "admin@example.com" with the admin role
    And they open the market-data admin page
    When they set the mark price of PERP_BTC_USDT to "50000"
    Then the confirmation says "No position would be liquidated at this mark price; unrealised PnL changes by 0 USDT"
    And nothing has been changed yet
    When they confirm
    Then the public futures row of PERP_BTC_USDT shows mark_price 50000
    And the trading engine marks PERP_BTC_USDT at "50000"
    And the newest audit row is "mark-price" of PERP_BTC_USDT by "admin@example.com" with the old value and the new value 50000

  Scenario: The index price shows in the public data
    Given a signed-in account "admin@example.com" with the admin role
    And they open the market-data admin page
    When they set the index price of PERP_ETH_USDT to "3001.25"
    And they confirm
    Then the public futures row of PERP_ETH_USDT shows index_price 3001.25
    And the newest audit row is "index-price" of PERP_ETH_USDT by "admin@example.com" with the old value and the new value 3001.25

  Scenario: The cap clamps the funding rate
    Given a signed-in account "admin@example.com" with the admin role
    And they open the market-data admin page
    When they set the funding-rate cap of PERP_BTC_USDT to "0.0003"
    And they confirm
    And they set the funding rate of PERP_BTC_USDT to "0.0005"
    Then the confirmation says "funding rate 0.05 % would be clamped to the cap 0.03 %"
    When they confirm
    Then the public futures row of PERP_BTC_USDT shows est_funding_rate 0.0003
    And the public funding_rates row of PERP_BTC_USDT shows est_funding_rate 0.0003
    And the newest audit row is "funding-rate" of PERP_BTC_USDT by "admin@example.com" with the old value and the new value 0.0003

  Scenario Outline: The preview counts the positions a mark price would liquidate
    Given a signed-in account "admin@example.com" with the admin role
    And the mark price of PERP_BTC_USDT is fixed at 50000
    And account 90001 holds 1 PERP_BTC_USDT bought at 50000 with 10000 USDT
    And account 90002 holds 1 PERP_BTC_USDT bought at 50000 with 10000 USDT
    And account 90003 holds -2 PERP_BTC_USDT sold at 50000 with 10000 USDT
    And they open the market-data admin page
    When they set the mark price of PERP_BTC_USDT to "<mark>"
    Then the confirmation says "<effect>"
    When they cancel
    Then the trading engine marks PERP_BTC_USDT at "50000"

    # long: (50000 − 10000) ÷ 0.99 = 40404.04…; short: (−100000 − 10000) ÷ −2.02 = 54455.44…; net holding 0
    Examples:
      | mark    | effect                                                                                                    |
      | 40404   | 2 positions (2 accounts) would be liquidated at this mark price; unrealised PnL changes by 0 USDT        |
      | 40404.1 | No position would be liquidated at this mark price; unrealised PnL changes by 0 USDT                     |
      | 54455.5 | 1 position (1 account) would be liquidated at this mark price; unrealised PnL changes by 0 USDT          |

  Scenario: An admin whose role is taken away meanwhile is refused but stays signed in
    Given a signed-in account "admin@example.com" with the admin role
    And they open the market-data admin page
    And the role of "admin@example.com" is revoked through the control surface
    When they set the index price of PERP_BTC_USDT to "50000"
    And they confirm
    Then the index price input of PERP_BTC_USDT says "Forbidden: the market-data admin role is required"
    And they are still signed in
    And the audit log is empty

  Scenario: An input off the rules is refused before anything is sent
    Given a signed-in account "admin@example.com" with the admin role
    And they open the market-data admin page
    When they set the mark price of PERP_BTC_USDT to "50000.05"
    Then the mark price input of PERP_BTC_USDT says "Must be a multiple of the tick 0.1"
    And no confirmation is open
    When they set the funding-rate cap of PERP_BTC_USDT to "0.06"
    Then the funding-rate cap input of PERP_BTC_USDT says "Must be at most 0.05"
    And the audit log is empty

  Scenario: An admin clears the leaderboard caches after a confirmation
    Given a signed-in account "admin@example.com" with the admin role
    And the leaderboards were computed
    And they open the market-data admin page
    When they ask to clear the leaderboard caches
    Then a confirmation asks before the caches are cleared
    When they cancel clearing the caches
    Then the leaderboard caches are still kept
    When they ask to clear the leaderboard caches
    And they confirm clearing the caches
    Then the page says the caches "leaderboard-metrics, trading-volume-leaderboard, metrics, following-lists, strategies" were cleared
    And the next leaderboard read recomputes the rankings

  Scenario: Clearing the caches is refused once the admin role is taken away
    Given a signed-in account "admin@example.com" with the admin role
    And the leaderboards were computed
    And they open the market-data admin page
    And the role of "admin@example.com" is revoked through the control surface
    When they ask to clear the leaderboard caches
    And they confirm clearing the caches
    Then the page says the caches were not cleared: "Forbidden: the admin role is required"
    And the leaderboard caches are still kept
