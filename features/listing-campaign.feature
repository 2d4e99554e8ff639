Feature: The listing campaign (LISTING_CAMPAIGN)
  Members vote with tickets for the token to be listed: candidates face off in battles, the battles' leaders in a
  showdown; predict-to-win pays those who named the winner.

  Scenario: A visitor sees the phase, the countdown and the tallies, but cannot vote
    Given the listing campaign is in its battles with 4 days left
    And "whale" gave 3 tickets to "JUP"
    When a visitor opens the listing campaign
    Then the phase is "VOTING" and the showdown starts in 3 d 23 h 59 min 59 s
    And "JUP" shows 3 votes and "ONDO" 0
    And the voters' leaderboard has no row of the member

  Scenario: Every account has one ticket; a vote spends it and the tally and my votes move
    Given the listing campaign is in its battles with 4 days left
    When the member opens the listing campaign
    Then the member has 1 ticket left of 1 earned
    When the member votes 1 ticket for "ONDO"
    Then "ONDO" shows 1 votes and the member's own votes for it are 1
    And the member has 0 tickets left of 1 earned
    And the member's votes list "ONDO 1 VOTING"

  Scenario Outline: Tickets come from trading volume and WOO held
    Given the member traded <volume> USDT and holds <woo> WOO
    When the member opens the listing campaign
    Then the member has <tickets> tickets left of <tickets> earned

    Examples:
      | volume  | woo | tickets |
      | 0       | 0   | 1       |
      | 999.99  | 99  | 1       |
      | 2500    | 250 | 5       |
      | 1000000 | 0   | 100     |

  Scenario: A vote is refused before it is sent when the rule says no
    Given the listing campaign is in its battles with 4 days left
    And the member traded 2000 USDT and holds 0 WOO
    When the member opens the listing campaign
    And the member tries to vote 4 tickets for "TIA"
    Then the dialog says "You do not have that many tickets left."
    And nothing was sent
    When the member tries to vote 0 tickets for "TIA"
    Then the dialog says "Give a whole number of tickets, at least 1."

  Scenario: Battles go to the most votes; a tie to the one that reached it first
    Given the listing campaign is in its battles with 4 days left
    And "whale" gave 2 tickets to "JUP"
    And "shrimp" gave 2 tickets to "ONDO"
    And "crab" gave 1 tickets to "PYTH"
    When the listing campaign moves to its showdown
    And the member opens the listing campaign
    Then the battle leaders are "JUP, PYTH"
    And "ONDO" is "OUT" and "JUP" is "FINALIST"
    And the member cannot vote for "ONDO"

  Scenario: A prediction that named the winner is paid its share, capped at 100 USDT
    Given the listing campaign is in its battles with 4 days left
    And 11 other members predicted "JUP"
    And "whale" gave 2 tickets to "JUP"
    When the member opens the listing campaign
    And the member predicts "JUP" to win
    Then the member's prediction is "JUP" and "PENDING"
    When the listing campaign moves to its showdown
    And "whale" gave 5 tickets to "JUP"
    And the listing campaign moves to its result
    And the member opens the listing campaign
    Then "JUP" won the listing vote
    And the member's prediction is "JUP" and "WON" with 83.33 USDT

  Scenario: Predictions close when the showdown begins
    Given the listing campaign is in its battles with 4 days left
    When the listing campaign moves to its showdown
    And the member opens the listing campaign
    And the member tries to predict "JUP"
    Then the dialog says "Not open in this phase."
