Feature: Buy crypto
  A visitor asks the card providers for offers on an amount of fiat: each takes its fee (a percentage plus a fixed
  part, rounded up to the cent) and prices the coin at the market plus its spread (rounded up to the cent); what
  arrives is the rest divided by that price, cut to the coin's decimals. The best offer comes first. Paying needs a
  valid card; the coin is then credited.

  Background:
    Given the on-ramp prices BTC at 60000 USD

  Scenario Outline: offers, best first, by hand
    When a visitor asks for offers on <amount> <fiat> of BTC
    Then offer <n> is <provider> with fee <fee>, rate <rate> and <crypto> BTC

    Examples:
      | amount | fiat | n | provider   | fee  | rate     | crypto   |
      | 100    | USD  | 1 | Nimbus Pay | 3.50 | 60300.00 | 0.0016   |
      | 100    | USD  | 2 | Orbit Ramp | 4.39 | 60720.00 | 0.001574 |
      | 100    | EUR  | 1 | Nimbus Pay | 3.50 | 55833.34 | 0.001728 |
      | 1000   | USD  | 1 | Orbit Ramp | 21.49| 60720.00 | 0.016115 |

  Scenario Outline: amounts out of bounds are refused before asking, in the member's language
    When a visitor types <amount> USD
    Then in English the buy amount problem reads "<english>"
    And in Russian the buy amount problem reads "<russian>"

    Examples:
      | amount   | english                   | russian                   |
      | 19.99    | Amount must be at least 20 USD | «Сумма»: не меньше 20 USD |
      | 20000.01 | Amount must be at most 20,000 USD | «Сумма»: не больше 20 000 USD |
      | 50.001   | Amount can have at most 2 decimals | «Сумма»: не более 2 знаков после запятой |

  Scenario: a card that fails its check is not sent
    Given a member signed in to buy crypto
    When a visitor asks for offers on 100 USD of BTC
    And the member chooses the best offer and pays with card "4242 4242 4242 4241"
    Then the card problem reads "Not a valid card number."
    And no payment was sent

  Scenario: a paid offer credits the coin
    Given a member signed in to buy crypto
    When a visitor asks for offers on 100 USD of BTC
    And the member chooses the best offer and pays with card "4242 4242 4242 4242"
    Then the purchase shows 0.0016 BTC credited
    And 1 payment was sent
