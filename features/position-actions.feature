Feature: Position actions on perpetuals
  A trader closes part or all of a position at market or at a limit price, closes several at once, reverses one,
  and shares a PnL card. Sizes are rounded down to the symbol's step; every order goes through the exchange's order
  rules, and a refusal says why and loses nothing. The card shows the position's figures, never the balance.

  Background:
    Given a trader is signed in with 10000 USDT, 0.1 BTC and 1 ETH
    And the perpetual PERP_BTC_USDT has step 0.0001, minimum size 0.0002 and maximum size 100

  Scenario Outline: Closing a share of the holding rounds down to the step; 100 % is the whole holding
    Given the trader holds <holding> PERP_BTC_USDT opened at 60000 with the mark at 61000
    When the trader closes <percent> % of PERP_BTC_USDT at market
    Then the exchange received one reduce-only MARKET <side> of <quantity> PERP_BTC_USDT

    Examples:
      | holding  | percent | side | quantity |
      | 0.0123   | 25      | SELL | 0.003    |
      | 0.0123   | 50      | SELL | 0.0061   |
      | 0.0123   | 75      | SELL | 0.0092   |
      | 0.0123   | 100     | SELL | 0.0123   |
      | -0.00035 | 100     | BUY  | 0.00035  |

  Scenario: A share below the minimum size is refused with a message, and nothing is sent
    Given the trader holds 0.0003 PERP_BTC_USDT opened at 60000 with the mark at 61000
    When the trader closes 25 % of PERP_BTC_USDT at market
    Then the action is refused with "Closing 25% is 0, below the minimum size 0.0002"
    And no order was sent

  Scenario: Closing at a limit price
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 61000
    When the trader closes 100 % of PERP_BTC_USDT at limit 61500
    Then the exchange received one reduce-only LIMIT SELL of 0.5 PERP_BTC_USDT at 61500

  Scenario: A refused close says the exchange's reason and the position stays
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 61000
    And the exchange refuses the next close with -1103 "Price must be a multiple of the tick size 0.1"
    When the trader closes 50 % of PERP_BTC_USDT at limit 61000.05
    Then the action is refused with "Price must be a multiple of the tick size 0.1"
    And the trader still holds 0.5 PERP_BTC_USDT

  Scenario: A double click closes once
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 61000
    When the trader clicks "close 50 % at market" twice before the exchange answers
    Then the exchange was sent 1 order

  Scenario Outline: Close all picks positions by unrealised PnL at the mark; zero PnL is neither profit nor loss
    Given the trader holds these positions:
      | symbol        | holding | entry | mark  |
      | PERP_BTC_USDT | 0.5     | 60000 | 62000 |
      | PERP_ETH_USDT | -2      | 3000  | 3150  |
      | PERP_SOL_USDT | 10      | 150   | 150   |
    When the trader asks to close <filter> positions
    Then the confirmation lists <listed>
    When the trader confirms closing them
    Then the exchange received whole-size reduce-only market closes of <listed>

    Examples:
      | filter     | listed                                      |
      | all        | PERP_BTC_USDT, PERP_ETH_USDT, PERP_SOL_USDT |
      | profitable | PERP_BTC_USDT                               |
      | losing     | PERP_ETH_USDT                               |

  Scenario: Reverse places twice the holding at market on the other side, not reduce-only
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 62000
    When the trader reverses PERP_BTC_USDT
    Then the exchange received one MARKET SELL of 1 PERP_BTC_USDT that is not reduce-only

  Scenario: Reverse is refused when the new side's margin and the fee do not fit
    Given the trader's USDT balance is 2100
    And the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 62000
    Then reversing PERP_BTC_USDT is refused with "Not enough USDT: the order needs 3131, 3100 is available"
    When the trader reverses PERP_BTC_USDT
    Then no order was sent

  Scenario: Reverse is refused when twice the holding is above the maximum size
    Given the perpetual PERP_BTC_USDT has step 0.0001, minimum size 0.0002 and maximum size 0.8
    And the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 62000
    Then reversing PERP_BTC_USDT is refused with "Quantity must be at most 0.8"

  Scenario: The PnL card shows the position's figures (prices on the tick), ROE or PnL as chosen, and the promotion
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 62000
    When the trader opens the PnL card of PERP_BTC_USDT in "es"
    Then the card shows "BTC-PERP", "Long · 10×", "+33.33%", "60000.0" and "62000.0"
    And the card carries the promotion "Trade perpetuals on WOO X" with a QR code of "https://woox.io/register?ref=PNLSHARE"
    When the trader chooses to show the PnL
    Then the card shows "+1000.00 USDT"

  Scenario Outline: The card's message is optional, trimmed, and at most 25 characters
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 62000
    When the trader writes the message "<typed>" on the PnL card of PERP_BTC_USDT
    Then the card's message is <result>

    Examples:
      | typed                          | result                                                           |
      | To the moon                    | shown as "“To the moon”"                                         |
      | abcdefghijklmnopqrstuvwxy      | shown as "“abcdefghijklmnopqrstuvwxy”"                           |
      | abcdefghijklmnopqrstuvwxyz     | refused with "The message must be at most 25 characters (it has 26)" |
      |                                | absent                                                           |

  Scenario: The card's message is trimmed before it is counted
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 62000
    When the trader writes the message "   abcdefghijklmnopqrstuvwxy   " on the PnL card of PERP_BTC_USDT
    Then the card's message is shown as "“abcdefghijklmnopqrstuvwxy”"

  Scenario: The card never shows the account's balance
    Given the trader holds 0.5 PERP_BTC_USDT opened at 60000 with the mark at 62000
    When the trader opens the PnL card of PERP_BTC_USDT in "en"
    Then no text drawn on the card shows the USDT balance 10000
