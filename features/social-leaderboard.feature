Feature: Leaderboards, trader profiles, following and cool names
  The leaderboard ranks traders by PnL, ROI or volume (spot or futures) over 7, 30 or 90 days. Anyone may look; a
  signed-in member's own row is marked "You", and pinned above the table when it is not on the shown page. A profile
  shows what its trader keeps public ("private" otherwise); the trader sees all of their own. A member follows and
  unfollows traders and finds them in the following list. A cool name follows the domain rule before any call, is
  unique, and the name shown in the header (cached 60 s) is the saved one at once.

  Background:
    Given the simulated traders
      | coolName   | pnl   | roi    | spot volume | futures volume |
      | WhaleWatch | 1200  | 0.12   | 500         | 90000          |
      | ScalpKing  | -300  | -0.03  | 70000       | 1000           |
      | Moonboy    | 450.5 | 0.2    | 100         | 2000           |

  Scenario: A visitor sees the ranking by PnL from the public call, without "You"
    When a visitor opens the leaderboard
    Then the leaderboard lists "WhaleWatch, Moonboy, ScalpKing"
    And no row is marked "You"
    And the last call was "public/leaderboard-metrics PNL 30"

  Scenario: Spot volume ranks by spot volume alone
    When a visitor opens the leaderboard
    And they choose the volume of "SPOT" over 7 days
    Then the leaderboard lists "ScalpKing, WhaleWatch, Moonboy"
    And the last call was "public/trading-volume-leaderboard SPOT 7"

  Scenario: The signed-in member's own row is marked "You"
    Given the member is a trader named "MeTrader" with a PnL of 500 USDT
    When the member opens the leaderboard
    Then the leaderboard lists "WhaleWatch, MeTrader, Moonboy, ScalpKing"
    And the row of "MeTrader" is marked "You"

  Scenario: The member's own row is pinned when it is not on the shown page
    Given 25 more traders with a PnL of 5000 USDT
    And the member is a trader named "MeTrader" with a PnL of 1 USDT
    When the member opens the leaderboard
    Then the member's row is pinned with rank 28

  Scenario: Search by cool name puts names starting with the text first
    Given the simulated traders
      | coolName    | pnl | roi | spot volume | futures volume |
      | TheMoonShot | 1   | 0   | 0           | 0              |
    When a visitor searches for "moon"
    Then the search finds "Moonboy, TheMoonShot"

  Scenario: Following a trader from their profile lists them among the followed
    Given the member is signed in
    When the member opens the profile of "Moonboy"
    And the member follows the trader
    Then the profile says following with 1 follower
    And the following list shows "Moonboy"
    When the member opens the leaderboard
    Then the leaderboard marks "Moonboy" as followed
    When the member unfollows the trader
    Then the following list is empty

  Scenario: A trader's private sections are private to others but not to the trader
    Given "Moonboy" keeps their PnL and asset preference private
    And the member is signed in
    When the member opens the profile of "Moonboy"
    Then the profile's PnL and charts are private
    And the asset preference is private
    And the trading activity is shown

  Scenario: The member's own profile shows everything and its settings
    Given the member is a trader named "MeTrader" with a PnL of 500 USDT
    And the member keeps their PnL private
    When the member opens their own profile
    Then the profile's PnL is 500 USDT
    And the member's settings show PnL off

  Scenario Outline: A cool name breaking the rule is refused before any call
    Given the member is signed in
    When the member opens their own profile
    And the member saves the cool name "<name>"
    Then the cool name is refused as "<problem>"
    And no cool name was sent

    Examples:
      | name                  | problem       |
      | ab                    | tooShort      |
      | abcdefghijklmnopqrstu | tooLong       |
      | bad-name              | badCharacters |

  Scenario: A cool name another trader holds, in any case, is refused by the exchange
    Given the member is signed in
    When the member opens their own profile
    And the member saves the cool name "moonBOY"
    Then the exchange refuses it with "coolName: moonBOY is already taken"

  Scenario: A saved cool name shows in the header at once, despite the 60 s cache
    Given the cool name of the account is "OldName"
    And the member is signed in
    And the header shows "OldName"
    When the member opens their own profile
    And the member saves the cool name "New_Name"
    Then the header shows "New_Name"
    And the profile's name is "New_Name"
    When the header reloads the cool name
    Then the header shows "New_Name"

  Scenario: A PnL or ROI shown as 0.00 is neutral, never green, and never "-0.00"
    Given the simulated traders
      | coolName | pnl    | roi      | spot volume | futures volume |
      | Flatline | 0.004  | 0.00004  | 1           | 0              |
      | Dipper   | -0.009 | -0.00009 | 1           | 0              |
    When a visitor opens the leaderboard
    Then the leaderboard shows the figures
      | coolName   | pnl      | roi     | tone of pnl | tone of roi |
      | WhaleWatch | 1,200.00 | 12.00 % | up          | up          |
      | Moonboy    | 450.50   | 20.00 % | up          | up          |
      | Flatline   | 0.00     | 0.00 %  | flat        | flat        |
      | Dipper     | 0.00     | 0.00 %  | flat        | flat        |
      | ScalpKing  | -300.00  | -3.00 % | down        | down        |
