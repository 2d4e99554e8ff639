Feature: Convert one token into another at a quoted price
  A signed-in member asks for a quote (the exchange's mid less 20 basis points, the amount received rounded down to
  the bought token's decimals), sees it count down to its expiry, and accepts it once; an expired quote is refreshed
  instead. The page lists the conversions made.

  Background:
    Given a member signed in to convert with 10000 USDT, 0.1 BTC and 1 ETH
    And the exchange prices BTC at 50000 USDT and ETH at 3000 USDT

  Scenario Outline: The quote's price and amount
    When the member asks for a quote to sell <sell> <from> for <to>
    Then the quote's rate is 1 <from> = <price> <to>
    And the member would receive <receive> <to>

    Examples:
      | sell  | from | to   | price      | receive  |
      | 0.05  | BTC  | USDT | 49900      | 2495     |
      | 100   | USDT | BTC  | 0.00001996 | 0.00199  |
      | 1     | ETH  | BTC  | 0.05988    | 0.05988  |
      | 0.5   | ETH  | USDT | 2994       | 1497     |

  Scenario: The quote counts down to its expiry, then only a refresh is offered
    When the member asks for a quote to sell 0.05 BTC for USDT
    Then the quote expires in 10 seconds
    When the member waits 3.5 seconds
    Then the quote expires in 7 seconds
    When the member waits 6.5 seconds
    Then the quote has expired and cannot be accepted
    When the member accepts the quote
    Then no conversion was asked of the exchange
    When the member refreshes the quote
    Then the quote expires in 10 seconds

  Scenario: Accepting converts once and shows the result and the history
    When the member asks for a quote to sell 0.05 BTC for USDT
    And the member accepts the quote
    Then the member sees "Converted 0.05 BTC into 2495 USDT."
    And the conversion history lists 0.05 BTC sold for 2495 USDT at 49900

  Scenario: A double click makes one conversion
    Given the exchange answers slowly
    When the member asks for a quote to sell 0.05 BTC for USDT
    And the member clicks Convert twice
    Then the exchange was asked for 1 conversion
    And the conversion history lists 0.05 BTC sold for 2495 USDT at 49900

  Scenario: More than the balance says so before any quote is asked
    When the member types 0.15 BTC to sell for USDT
    Then under the amount the member reads "Not enough balance: 0.1 BTC available"
    And in Russian the member reads "Недостаточно средств: доступно 0,1 BTC"
    When the member asks for a quote anyway
    Then no quote was asked of the exchange

  Scenario Outline: A mistyped amount is named for what it is, in the member's language
    When the member types <amount> BTC to sell for USDT
    Then under the amount the member reads "<english>"
    And in Russian the member reads "<russian>"

    Examples:
      | amount       | english                              | russian                                                 |
      | 0.000001     | Amount can have at most 5 decimals   | «Сумма»: не более 5 знаков после запятой                |
      | 0            | Amount must be greater than 0        | «Сумма»: значение должно быть больше 0                  |
      | -50          | Amount must be greater than 0        | «Сумма»: значение должно быть больше 0                  |
      | 1x           | Amount must be a number              | «Сумма»: введите число                                  |
      | 9999999999999999999999 | Amount is too large        | «Сумма»: слишком большое число                          |

  Scenario: A quote the balance can no longer pay names the shortfall
    When the member asks for a quote to sell 0.05 BTC for USDT
    And the member's BTC balance drops to 0.01
    And the member accepts the quote
    Then the member sees "Insufficient BTC: 0.05 needed, 0.01 available (0.04 short)"
    And no conversion was asked of the exchange

  Scenario: Max fills in the available balance
    When the member chooses to sell ETH for USDT
    And the member asks for the maximum
    Then the amount is 1

  Scenario: A member who asks for the trade password on orders is asked it before a conversion too
    Given the member asks for the trade password on orders and conversions
    When the member asks for a quote to sell 0.05 BTC for USDT
    And the member clicks Convert
    Then the trade password is asked before the conversion and no conversion was asked of the exchange
    When the member closes the trade password prompt
    Then no conversion was asked of the exchange
    When the member clicks Convert
    And the member gives the trade password "Trade1234"
    Then the exchange was asked for 1 conversion
