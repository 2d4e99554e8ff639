Feature: Account settings and watchlists
  The account keeps its settings on the exchange; the theme and price colours show on this device at once, and the
  order form follows the confirmation and sound choices. Starred markets are this device's for a visitor and the
  account's favourites watchlist once signed in.

  Background:
    Given the account centre with a signed-in user "1001"

  Scenario: The light theme and red-up colours are kept on the account and shown on this device
    When I choose the "light" theme and "red-up" price colours
    Then the account keeps the theme "light" and price colours "red-up"
    And this device shows the theme "light" and price colours "red-up"

  Scenario: Opening the settings shows the account's display choice on this device
    Given the account's theme is "light" with "red-up" price colours
    When I open the settings
    Then this device shows the theme "light" and price colours "red-up"

  Scenario: Turning order confirmations off reaches the order form; sounds on plays fills
    When I turn order confirmations off and sounds on
    Then the order form skips the confirmation of every order type
    And fills play a sound
    When I turn order confirmations on
    Then the order form asks before every order type

  Scenario Outline: The default leverage is a whole number from 1 to 50
    When I set the default leverage to <leverage>
    Then the default leverage is <kept>

    Examples:
      | leverage | kept |
      | 20       | 20   |
      | 1        | 1    |
      | 50       | 50   |
      | 51       | 10   |
      | 0        | 10   |

  Scenario: A dismissed alert stays dismissed until shown again
    When I dismiss the "futures_risk" alert
    Then the dismissed alerts are "futures_risk"
    When I show the "futures_risk" alert again
    Then the dismissed alerts are ""

  Scenario: Accepting the terms records when
    When I accept the terms of service and the trading terms
    Then both acceptances carry the time of acceptance

  Scenario: An EU region narrows the available products
    When I switch my region to "DE"
    Then perpetuals and copy trading are not available, spot is

  Scenario: A refused position mode change says why, in the member's language, and changes nothing
    Given a perpetual position is open
    When I switch the position mode to "HEDGE_MODE"
    Then I am told the refusal "position.modeLocked"
    And in Spanish I read "Cierra todas las posiciones perpetuas y cancela todas las órdenes perpetuas, TP/SL y órdenes stop antes de cambiar el modo de posición"

  Scenario: The satisfaction survey takes a score from 1 to 5
    When I rate "trading" with 6 stars
    Then the survey answer is refused
    When I rate "trading" with 4 stars
    Then the topic "trading" is answered

  Scenario: A visitor's stars stay on the device and call no watchlist
    Given a visitor
    When I star "PERP_BTC_USDT" on the markets page
    Then the favourites are "PERP_BTC_USDT" on the trade page's selector
    And this device keeps the favourites "PERP_BTC_USDT"
    And no watchlist call was made

  Scenario: Signing in moves the device's stars into the account's favourites
    Given a visitor
    And the account already has the favourites "SPOT_ETH_USDT"
    And I star "PERP_BTC_USDT" on the markets page
    When I sign in as "1001"
    Then the favourites are "SPOT_ETH_USDT,PERP_BTC_USDT" on the trade page's selector
    And this device keeps the favourites ""

  Scenario: A signed-in star goes to the account; a refused one is undone
    When I star "SPOT_BTC_USDT" on the markets page
    Then the account's favourites are "SPOT_BTC_USDT"
    Given the exchange refuses watchlist changes with "symbol: a watchlist holds at most 100 markets"
    When I star "SPOT_ETH_USDT" on the markets page
    Then the favourites are "SPOT_BTC_USDT" on the trade page's selector

  Scenario: Watchlists are created, renamed and deleted; names are unique; the favourites stay
    When I create the watchlist "Alts"
    And I create the watchlist "alts"
    Then I am told "name: taken"
    When I rename "Alts" to "Layer 1"
    Then the watchlists are "Favourites,Layer 1"
    When I delete "Layer 1"
    Then the watchlists are "Favourites"
