Feature: Referral codes, the referral page and the invitation at sign-up
  A member has a default code plus up to 19 more, each with a commission split (referrer / referee: 100/0, 85/15,
  75/25, 65/35, 50/50) and a note of at most 30 characters. A code is 4 to 15 letters A–Z and digits, typed in any
  case. The page shows the link of the default code (or of the one picked), `<origin>/register?ref=CODE`.
  A newcomer arriving with `?ref=CODE` has it checked, sees who invited them (or that the code is not valid), and is
  bound to it right after signing up, by email or by a social sign-in.

  Rule: The member's codes

    Background:
      Given the authorization cookie holds "token-abc" for user "10001"
      And the exchange knows the account of user "10001" with alias "ada"
      And the app reads the session

    Scenario: The default code comes first and its link is shown
      When the member opens the referral page
      Then the codes are "DEFAULT1 (default) 100/0"
      And the referral link is "http://127.0.0.1/register?ref=DEFAULT1"

    Scenario: A code typed in lower case is kept in upper case with its split and note
      When the member opens the referral page
      And the member creates the code " ada2026 " with split "75/25" and note "Twitter"
      Then the codes are "DEFAULT1 (default) 100/0, ADA2026 75/25 Twitter"

    Scenario: An empty code asks the exchange for a free one
      When the member opens the referral page
      And the member creates the code "" with split "50/50" and note ""
      Then the codes are "DEFAULT1 (default) 100/0, FREE0001 50/50"

    Scenario Outline: A malformed code or a long note is refused before the exchange is asked
      When the member opens the referral page
      And the member creates the code "<code>" with split "100/0" and note "<note>"
      Then the code form says "<message>"
      And the exchange was not asked to create a code

      Examples:
        | code             | note                            | message                                 |
        | AB1              |                                 | The code must be 4 to 15 characters     |
        | ABCDEFGHIJ123456 |                                 | The code must be 4 to 15 characters     |
        | ADA-2026         |                                 | Only letters A–Z and digits 0–9         |
        | ADA2026          | a note that is far too long now | At most 30 characters                   |

    Scenario: A code already taken is refused in the member's language
      Given the member already holds the code "ADA2026"
      When the member opens the referral page
      And the member creates the code "ada2026" with split "100/0" and note ""
      Then the code form says "The referral code ADA2026 is already taken."

    Scenario: Twenty codes are the most
      Given the member already holds 20 codes
      When the member opens the referral page
      Then the member cannot create another code
      When the member creates the code "ONEMORE1" with split "100/0" and note ""
      Then the code form says "You already have 20 codes"

    Scenario: Another code made default comes first and its link is shown
      Given the member already holds the code "ADA2026"
      When the member opens the referral page
      And the member makes "ADA2026" the default code
      Then the codes are "ADA2026 (default) 100/0, DEFAULT1 100/0"
      And the referral link is "http://127.0.0.1/register?ref=ADA2026"

    Scenario: Editing a code changes its split and note; picking it shows its link
      Given the member already holds the code "ADA2026"
      When the member opens the referral page
      And the member edits "ADA2026" to split "65/35" and note "Friends"
      And the member shows the link of "ADA2026"
      Then the codes are "DEFAULT1 (default) 100/0, ADA2026 65/35 Friends"
      And the referral link is "http://127.0.0.1/register?ref=ADA2026"

  Rule: The invitation at sign-up

    Background:
      Given the exchange issues session "session-1" for user "10001" expiring in 3600 seconds
      And the exchange knows the account of user "10001" with alias "neo"
      And the exchange knows the referral code "ADA2026" with split 75/25

    Scenario: A newcomer with a valid code sees who invited them and is bound at sign-up
      When a visitor opens the register page with "?ref=ada2026"
      Then the register page says "Invited by code ADA2026: you get 25 % of the commission on your fees back"
      When the visitor registers with "neo@example.com" and password "secret-42"
      Then the account was bound to the code "ADA2026"
      And no referral code is kept any longer

    Scenario: An unknown code is refused and nothing is bound
      When a visitor opens the register page with "?ref=NOPE9999"
      Then the register page says "The invitation code NOPE9999 is not valid; you can still sign up"
      When the visitor registers with "neo@example.com" and password "secret-42"
      Then the account was bound to no code

    Scenario: A malformed code is refused without asking the exchange
      When a visitor opens the register page with "?ref=x!"
      Then the register page says "The invitation code X! is not valid; you can still sign up"
      And the exchange was not asked to check a code

    Scenario: The code is kept through a social sign-up
      When a visitor opens the register page with "?ref=ADA2026"
      And the visitor signed in with Google from "/"
      And the login page completes the handoff
      Then the account was bound to the code "ADA2026"

    Scenario: Signing in without an invitation binds nothing
      When the visitor registers with "neo@example.com" and password "secret-42"
      Then the account was bound to no code
