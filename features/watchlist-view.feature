Feature: One watchlist on its own (the `watchlist` call)
  On the settings page a list opens on its own: read through `watchlist`, it shows its markets (with the live price,
  each opening on the trade page); removing a market there changes the list on the exchange and the view reads it again.

  Background:
    Given the account centre with a signed-in user "1001"
    And the account has the watchlist "Alts" with "SPOT_ETH_USDT,PERP_BTC_USDT"

  Scenario: Opening a list reads it through the watchlist call
    When I open the watchlist "Alts"
    Then the opened watchlist is "Alts" with "SPOT_ETH_USDT,PERP_BTC_USDT"
    And the watchlist calls were "watchlist"

  Scenario: Removing a market from the opened list changes it on the exchange and reads it again
    Given I opened the watchlist "Alts"
    When I remove "SPOT_ETH_USDT" from the opened watchlist
    Then the opened watchlist is "Alts" with "PERP_BTC_USDT"
    And the account's watchlist "Alts" holds "PERP_BTC_USDT"
    And the watchlist calls were "update_watchlist_with_symbol,watchlists,watchlist"

  Scenario: Renaming the opened list shows the new name; deleting it closes the view
    Given I opened the watchlist "Alts"
    When I rename "Alts" to "Layer 1"
    Then the opened watchlist is "Layer 1" with "SPOT_ETH_USDT,PERP_BTC_USDT"
    When I delete "Layer 1"
    Then no watchlist is opened

  Scenario: A list the exchange no longer has says why
    Given I opened the watchlist "Alts"
    And the list "Alts" was deleted on another device
    When I open the watchlist "Alts" again
    Then the opened watchlist failed with "watchlist_id: no watchlist 2"
