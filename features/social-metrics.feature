Feature: A trader's performance figures on the leaderboards and profiles
  The figures come from the trader's fills: PnL is realised profit and loss less fees in USDT, ROI is PnL divided by the
  capital deposited, the win rate counts winning closes among closes, the maximum drawdown is the largest fall of equity
  from a previous peak, and the Sharpe ratio is the mean daily return over its standard deviation, annualised by the
  square root of 365 (crypto markets trade every day). Every figure below is computed by hand.

  Scenario: ROI is PnL over the capital
    Given a capital of 10000 USDT
    When the trader's PnL is 250 USDT
    Then the ROI is 0.025

  Scenario: ROI without capital is zero
    Given a capital of 0 USDT
    When the trader's PnL is 250 USDT
    Then the ROI is 0

  Scenario: The win rate counts closes only
    When the trader's closes realised 10, -5, 0, 20 and -1 USDT
    Then the win rate is 0.5

  Scenario: No close, no win rate
    When the trader's closes realised 0 USDT
    Then there is no win rate

  Scenario: Cumulative PnL and ROI
    Given a capital of 1000 USDT
    When the daily PnL is 100, -220, 55 and 165 USDT
    Then the cumulative PnL is 100, -120, -65 and 100
    And the cumulative ROI is 0.1, -0.12, -0.065 and 0.1

  Scenario: The maximum drawdown is the worst fall from a peak
    Given a capital of 1000 USDT
    When the daily PnL is 100, -220, 55 and 165 USDT
    Then the maximum drawdown is 0.2

  Scenario: Equity that only rises has no drawdown
    Given a capital of 1000 USDT
    When the daily PnL is 10, 0 and 5 USDT
    Then the maximum drawdown is 0

  Scenario: Sharpe is the mean daily return over its deviation, times the square root of 365
    Given a capital of 1000 USDT
    When the daily PnL is 20, 0 and 40.8 USDT
    Then the daily returns are 0.02, 0 and 0.04
    And the Sharpe ratio rounded to 6 decimals is 19.104973

  Scenario: A constant series has no Sharpe ratio
    Given a capital of 1000 USDT
    When the daily PnL is 0, 0 and 0 USDT
    Then there is no Sharpe ratio

  Scenario Outline: A cool name is 3 to 20 letters, digits or underscores
    When a member types the cool name "<name>"
    Then the cool name is <verdict>

    Examples:
      | name                  | verdict          |
      | MoonBaker_7           | accepted         |
      | ab                    | refused: tooShort |
      | abcdefghijklmnopqrstu | refused: tooLong  |
      | moon baker            | refused: badCharacters |
      | Мун                   | refused: badCharacters |
