Feature: Live product ticker and exchange totals on the home page
  The WOO/USDT spot snapshot sets the product ticker: last price with 4 decimals rounded down, and the
  change in percent from open and close. A totals update sums amount and count over its entries.

  Scenario: The WOO/USDT snapshot sets the product ticker
    Given the ticker state is watching the market
    When the stream sends the WOO/USDT snapshot with open "0.1" and close "0.123456789"
    And the next animation frame runs
    Then the home ticker shows the last price "0.1234"
    And the home ticker shows the change "+23.45%"

  Scenario: A falling price rounds toward zero
    Given the ticker state is watching the market
    When the stream sends the WOO/USDT snapshot with open "0.2" and close "0.18999"
    And the next animation frame runs
    Then the home ticker shows the last price "0.1899"
    And the home ticker shows the change "-5.00%"

  Scenario: Snapshots of other symbols leave the product ticker alone
    Given the ticker state is watching the market
    When the stream sends the "SPOT_BTC_USDT" snapshot with open "60000" and close "61000"
    And the next animation frame runs
    Then the home ticker shows the last price "--"

  Scenario: Totals sum amount and count over their entries
    Given the ticker state is watching the market
    When the stream sends totals with amounts "1000000.10" and "2500000.205" and counts 1200 and 34
    And the next animation frame runs
    Then the home ticker shows the volume "3,500,000.30"
    And the home ticker shows 1,234 transactions

  Scenario: A burst of frames is applied in one animation frame
    Given the ticker state is watching the market
    When the stream sends 50 WOO/USDT snapshots ending with close "0.5"
    Then nothing has changed before the next animation frame
    When the next animation frame runs
    Then the home ticker shows the last price "0.5000"
