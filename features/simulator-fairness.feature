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
