Feature: The embedded exchange's growth features cannot be farmed
  A sub-account is part of its main account's family, not a new user; a restricted region opens no product.
  Each refusal names the rule and leaves the money where it was.

  Background:
    Given a running exchange with a member holding 10000 USDT

  Scenario: a sub-account collects no welcome coupon and no new-user task
    Given the member opens a sub-account and acts as it
    Then the sub-account is offered no welcome coupon and no new-user task
    And claiming the first-trade task is refused with -1005 "Sub-accounts are not new users: new-user rewards belong to the main account"
    And the sub-account's balance has not moved

  Scenario: a sub-account binds no referral code, not even another family's
    Given the member opens a sub-account and acts as it
    And a stranger has a referral code
    When the sub-account binds the stranger's code
    Then it is refused with -1005 "referralCode: a sub-account is not a new user and binds no referral code"

  Scenario Outline: an account of a restricted region opens no product through the API
    Given the member's region is "US"
    When the member sends <what>
    Then it is refused with -1012 "<product> is not offered in restricted regions (United States): US accounts may only cancel, redeem and withdraw"
    And the member still holds 10000 USDT, none of it frozen

    Examples:
      | what                    | product |
      | a spot order            | Trading |
      | a savings subscription  | Earn    |

  Scenario: the card on-ramp takes only the simulator's test cards, and 20,000 USD a day
    When the member pays 100 USD of BTC with the real card "4111 1111 1111 1111"
    Then it is refused with -1005 "card.number: only the simulator's test cards are accepted"
    And the member's BTC has not moved
    When the member pays 15000 USD of BTC with the test card "5555 5555 5555 4444"
    And the member pays 5000 EUR of BTC with the test card "4242 4242 4242 4242"
    Then it is refused with -1005 "fiatAmount: over the daily card limit of 20000 USD (5000.00 USD left today)"
    And the member's BTC grew by the 15000 USD purchase alone

  Scenario: the market-data admin role goes only to a verified email
    When someone signs in with the market-data admin's email, not verified
    Then they hold the roles ""
    And their change of the BTC perpetual mark price is refused and the mark is unchanged
    When someone signs in with the market-data admin's email, verified
    Then they hold the roles "MD_ADMIN"

  Scenario: WOO moved inside a family is counted once for the listing vote
    Given the member opens a sub-account and keeps acting as the main account
    And the member deposits 1000 WOO
    Then the member has 11 listing tickets and votes all 11 for ONDO
    When the member moves the 1000 WOO to the sub-account
    Then the sub-account holds 1000 WOO with 11 tickets earned and none left
    And its vote of 1 ticket is refused with -1005 "tickets: more than you have left"
