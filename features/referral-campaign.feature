Feature: The referral campaign and what to share
  The referral page shows the running referral campaign: its terms (the commission rate and how long it pays), its
  goal (friends who trade) and the member's progress; and the share texts of the default code, in the visitor's
  language, with the code's link filled in.

  Background:
    Given the authorization cookie holds "token-abc" for user "10001"
    And the exchange knows the account of user "10001" with alias "ada"
    And the app reads the session

  Scenario: The campaign shows the member's progress towards its goal
    Given the referral campaign counts 5 friends signed up of whom 2 traded, with a goal of 3
    When the member reads the referral campaign in "en"
    Then the referral campaign says "You earn 30 % of the fees your friends pay, for 365 days after they sign up."
    And the referral campaign's progress says "2 of 3 friends traded · 5 signed up"
    And the referral campaign is not completed

  Scenario: The share texts carry the default code and its link, in the visitor's language
    When the member reads the referral campaign in "ru"
    Then the exchange was asked for the campaign and the share texts in "ru"
    And the share text is "Trade with my code DEFAULT1: http://127.0.0.1/register?ref=DEFAULT1"
