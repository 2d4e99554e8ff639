Feature: The exchange's money rules hold against the obvious tricks
  An ROI campaign divides the profit by all the money the member brought during the campaign, not by what was
  in the account at the moment of joining. Flexible savings pay for the time the money was actually held.
  A signed-out session stops receiving the account's private events at once.

  Scenario: capital brought back after joining an ROI campaign still counts as capital
    Given an ROI campaign running for 21 days
    And the member moved 9000 USDT to a sub-account just before the campaign
    And the member joins the campaign with 1000 USDT in the account
    When the member moves the 9000 USDT back from the sub-account
    And the member deposits 500 USDT during the campaign
    And the member moves 300 USDT out to the sub-account
    And the member deposits 700 USDT after the campaign has ended
    Then the member's campaign capital is 10500 USDT
    When the member realises a profit of 500 USDT
    Then the member's campaign ROI is 4.7619 %

  Scenario: 500 of profit on 10,000 of capital is 5 %, not 50 %
    Given an ROI campaign running for 21 days
    And the member moved 9000 USDT to a sub-account just before the campaign
    And the member joins the campaign with 1000 USDT in the account
    When the member moves the 9000 USDT back from the sub-account
    Then the member's campaign capital is 10000 USDT
    When the member realises a profit of 500 USDT
    Then the member's campaign ROI is 5 %

  Scenario Outline: flexible savings earn for the time held, not a whole day for a few seconds
    Given 1000 USDT in flexible savings at 36.5 % a year, which is 1 USDT a day
    When the day ends <held> after the subscription
    Then the position earns <interest> USDT for that day

    Examples:
      | held           | interest   |
      | 36 seconds     | 0.00041666 |
      | 6 hours        | 0.25       |
      | 24 hours       | 1          |

  Scenario Outline: the private stream is closed when its session ends
    Given a running exchange where the member is signed in on a laptop and an office computer
    And the laptop listens to the member's private stream
    And a stranger listens to their own private stream
    When <what ends the session>
    Then the laptop's stream is closed with code 4002 within a second
    And the stranger's stream stays open

    Examples:
      | what ends the session                                  |
      | the member signs out everywhere from the laptop         |
      | the member removes the laptop from the office computer  |
      | the member switches the laptop to a sub-account         |
