Feature: The social-login handoff
  Social sign-in proceeds only when both the provider's email and access token are present. The payload
  {type, method, redirectUrl, user {email, accessToken}} goes into a Secure, SameSite=Strict cookie for 365
  days, and the browser goes to /login, which exchanges it for an exchange session.

  Scenario: Google sign-in writes the handoff cookie and goes to /login
    When the visitor signs in with Google from "/blog"
    Then the browser goes to "/login?handoff=1"
    And the social-login cookie holds type "google", method "popup", redirect "/blog", email "gina@example.com" and access token "id-token-gina"
    And the social-login cookie is Secure, SameSite "strict", for 365 days on path "/"

  Scenario Outline: Both the email and the access token are required
    Given the provider answers email "<email>" and access token "<token>"
    When the visitor signs in with Google from "/"
    Then no social-login cookie is written
    And an error toast says "Sign-in failed. Please try again."

    Examples:
      | email            | token         |
      |                  | id-token-gina |
      | gina@example.com |               |

  Scenario: /login completes the handoff with an exchange session
    Given the exchange issues session "session-1" for user "10001" expiring in 3600 seconds
    And the exchange knows the account of user "10001" with alias "satoshi"
    And the visitor signed in with Google from "/proof-of-reserves"
    When the login page completes the handoff
    Then the user is logged in as "satoshi"
    And the exchange login call received the ID token "id-token-gina"
    And no social-login cookie is written
    And the app goes to "/proof-of-reserves"

  Scenario Outline: The redirect is honoured only for this origin and the configured exchange hosts
    Then the redirect "<target>" from "https://app.example" with exchange hosts "https://www.example" becomes "<result>"

    Examples:
      | target                          | result                   |
      | /trade                          | /trade                   |
      | https://app.example/markets?x=1 | /markets?x=1             |
      | https://www.example/blog        | https://www.example/blog |
      | https://evil.example/steal      | /                        |
      | //evil.example/steal            | /                        |
      | /\\evil.example/steal           | /                        |
      | https:/\\evil.example/steal     | /                        |
      | https://www.example.evil.example | /                       |
      | javascript:alert(1)             | /                        |
      |                                 | /                        |

  Scenario Outline: One-tap is offered on the spec's pages only
    Then one-tap on "<page>" lands on "<landing>"

    Examples:
      | page                      | landing                   |
      | /                         | /trade                    |
      | /blog                     | /blog                     |
      | /blog/42                  | /blog/42                  |
      | /proof-of-reserves        | /proof-of-reserves        |
      | /affiliates               | /affiliates               |
      | /brokers                  | /brokers                  |
      | /designated-market-makers | /designated-market-makers |
      | /team                     | /team                     |
      | /markets                  | nowhere                   |
      | /careers                  | nowhere                   |
