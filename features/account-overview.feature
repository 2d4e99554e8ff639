Feature: The account overview's invite card (referral_info)
  The overview reads `referral_info` once: the member's default code, how many friends signed up with their codes
  and how many traded, and what the programme paid them in the last 30 days. The referral page has the full figures.

  Background:
    Given the account centre with a signed-in user "1001"

  Scenario: The card shows the default code, the friends and the last 30 days' commission per token
    Given the referral summary has the code "ADA2026", 3 friends of whom 2 traded, and 30-day commission "1.25 USDT, 0.0001 BTC"
    When I open the account overview
    Then the invite card shows the code "ADA2026", 3 friends, 2 traded and "1.25 USDT · 0.0001 BTC" earned

  Scenario: A member nobody has joined yet sees 0 USDT earned
    When I open the account overview
    Then the invite card shows the code "ADA2026", 0 friends, 0 traded and "0 USDT" earned

  Scenario: When the referral summary cannot be read the card is left out and the rest still shows
    Given the referral summary call fails
    When I open the account overview
    Then the overview has no invite card
    And the overview still shows the security level and the fee rates
