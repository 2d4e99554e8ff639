Feature: Spot margin
  With spot margin on (a leverage of 2–5×), a spot order may spend more than the holding: the shortfall is borrowed at
  the fill, up to the max margin (equity × (leverage − 1), per token, within the token's pool limit). Loans accrue
  simple interest every hour (annual rate ÷ 8760; USDT 8.76 % a year = 0.001 % an hour), repayments pay the interest
  first, and the margin level is total assets ÷ total liabilities at spot prices (warning under 1.2, liquidation at 1.1).
  The trader starts with 10000 USDT, 0.1 BTC and 1 ETH; BTC is worth 50000 USDT and ETH 3000: 18000 USDT of equity.

  Background:
    Given BTC trades at 50000 USDT and ETH at 3000 USDT
    And a market maker offers 1 BTC at 50000

  Scenario: Spot margin is off until a leverage is chosen
    Then the trader may borrow 0 USDT
    When the trader chooses a spot margin leverage of 3
    Then the trader may borrow 36000 USDT
    And the trader may borrow 0.72 BTC

  Scenario: A buy above the holding borrows the shortfall at the fill
    Given the trader chose a spot margin leverage of 3
    When the trader buys 0.3 BTC at 50000
    Then the trader owes 5000 USDT of principal and 0 of interest
    And the trader holds 0 USDT and 0.39985 BTC
    And the interest history shows a BORROWED row of 5000 USDT

  Scenario: An order above the max margin is refused, naming the limit
    Given the trader chose a spot margin leverage of 2
    When the trader tries to buy 0.6 BTC at 50000
    Then the order is refused with -1101 "Not enough USDT: the order needs 30000, 28000 is available with the max margin of 18000 USDT"
    And the trader owes 0 USDT of principal and 0 of interest

  Scenario: An hour of interest on the loan, written as a ledger row
    Given the trader chose a spot margin leverage of 3
    And the trader bought 0.3 BTC at 50000
    When an hour of interest accrues
    Then the trader owes 5000 USDT of principal and 0.05 of interest
    And the ledger has an INTEREST row of -0.05 USDT
    When 23 more hours of interest accrue
    Then the trader owes 5000 USDT of principal and 1.2 of interest

  Scenario: A repayment pays the interest first, then the principal
    Given the trader chose a spot margin leverage of 3
    And the trader bought 0.3 BTC at 50000
    And an hour of interest accrues
    When the trader sells 0.01 BTC at 50000
    Then the trader holds 499.75 USDT and 0.38985 BTC
    When the trader repays 100 USDT
    Then the repayment paid 0.05 of interest and 99.95 of principal
    And the trader owes 4900.05 USDT of principal and 0 of interest
    And the trader holds 399.75 USDT and 0.38985 BTC

  Scenario: The margin level is assets over liabilities, with the warning and liquidation levels
    Given the trader chose a spot margin leverage of 3
    And the trader bought 0.3 BTC at 50000
    Then the margin level is 4.5985 and the risk is safe
    When BTC is worth 7000 USDT
    Then the margin level is 1.1597 and the risk is warning
    When BTC is worth 5000 USDT
    Then the margin level is 0.9998 and the risk is liquidation
