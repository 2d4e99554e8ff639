Feature: Copy-trading strategies
  /social-trading/strategy lists the strategies with the product each trades: 'default-v2' → futures-v2,
  'altcoins' → altcoin-futures, 'spot' → spot, 'default' → futures-v1, with their traders' figures over 7, 30 or 90
  days. A link naming a strategy (`?strategy=`) shows that one first; an unknown value selects none.

  Background:
    Given the strategies over 30 days
      | strategy   | traders | pnl    | roi    |
      | default-v2 | 12      | 1500.5 | 0.031  |
      | altcoins   | 8       | -220   | -0.012 |
      | spot       | 20      | 0.004  | 0      |
      | default    | 15      | 300    | 0.008  |

  Scenario: The strategies with their products
    When a visitor opens the strategies
    Then the strategies show
      | strategy   | product         |
      | default-v2 | futures-v2      |
      | altcoins   | altcoin-futures |
      | spot       | spot            |
      | default    | futures-v1      |
    And the last strategies call was "public/strategies 30"

  Scenario Outline: A link naming a strategy shows it first
    When a visitor opens the strategies with "<value>"
    Then the first strategy is "<first>"
    And the selected strategy is "<selected>"

    Examples:
      | value    | first      | selected |
      | altcoins | altcoins   | altcoins |
      | default  | default    | default  |
      | futures  | default-v2 |          |

  Scenario: Another period asks for that period's figures
    When a visitor opens the strategies
    And they choose the strategies over 90 days
    Then the last strategies call was "public/strategies 90"
