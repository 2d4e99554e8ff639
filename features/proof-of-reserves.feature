Feature: Proof of reserves
  The page shows the exchange's balance sheet, and any user can prove in the browser, from the published
  Merkle tree, that their balances are included. The tree here has three leaves: two of Alice's
  (BTC 1.50 + USDT 100, and BTC 0.25) and one of Bob's (USDT 20.5); Alice's second leaf hangs alone under
  its parent (a single left child).

  Background:
    Given audit "por-1" taken at 1700000000000 publishes the sample tree

  Scenario: An included user verifies and sees the right balances
    Given the server confirms Alice in audit "por-1"
    When Alice checks her hash against audit "por-1"
    Then the check says "verified"
    And her verified balances are "BTC 1.75, USDT 100" over 2 leaves
    And the proof lists 3 path hashes ending at the root
    And the root totals are "BTC 1.75, USDT 120.5"
    And the server's answer agrees with the browser's proof
    And the check reported its progress

  Scenario: A user who is not in the tree is "not included"
    Given the server says the hash is not in audit "por-1"
    When a stranger checks their hash against audit "por-1"
    Then the check says "not-included"
    And the server's answer agrees with the browser's proof

  Scenario: A tampered balance names the node whose sums fail
    Given audit "por-1" publishes the sample tree with node 3 holding "USDT 120.6" instead of "USDT 120.5"
    And the server confirms Alice in audit "por-1"
    When Alice checks her hash against audit "por-1"
    Then the check says "balance-mismatch"
    And the failing node is node 3 for "USDT", expected "120.5" but found "120.6"
    And the server's answer disagrees with the browser's proof because of "inclusion"

  Scenario: A tampered hash names the node whose hash fails
    Given audit "por-1" publishes the sample tree with node 3 pointing to a forged right child
    And the server confirms Alice in audit "por-1"
    When Alice checks her hash against audit "por-1"
    Then the check says "hash-mismatch"
    And the failing node is node 3

  Scenario: Server and browser disagreeing is shown as such
    Given the server says the hash is not in audit "por-1"
    When Alice checks her hash against audit "por-1"
    Then the check says "verified"
    And the server's answer disagrees with the browser's proof because of "inclusion"

  Scenario: The server reporting other balances is a disagreement too
    Given the server confirms Alice in audit "por-1" with "BTC 1.70, USDT 100"
    When Alice checks her hash against audit "por-1"
    Then the check says "verified"
    And the server's answer disagrees with the browser's proof because of "balances"

  Scenario: A pasted text that is not a user hash is refused without a download
    When someone checks "hello world" against audit "por-1"
    Then the check says "malformed" because of "bad-user-hash"
    And no tree was downloaded

  Scenario: A tree that cannot be downloaded is an error, not a crash
    When Alice checks her hash against audit "por-missing"
    Then the check fails with "EXCHANGE.RESOURCE_NOT_FOUND"

  Scenario: The balance sheet shows the ratios and follows the WOO toggle
    Given the exchange reports assets of "1150.00" USDT, "700.00" of them custodial, against liabilities of "1000.00"
    And without WOO the exchange reports assets of "1050.00" USDT, "700.00" of them custodial, against liabilities of "990.00"
    When the visitor opens the proof of reserves
    Then the reserve ratio is "1.1500" and the custody ratio is "0.7000"
    When the visitor switches the WOO token off
    Then the reserve ratio is "1.0606" and the custody ratio is "0.7070"

  Scenario: The balance sheet refreshes every 15 minutes
    Given the exchange reports assets of "1150.00" USDT, "700.00" of them custodial, against liabilities of "1000.00"
    When the visitor opens the proof of reserves
    And 15 minutes pass
    Then the balance sheet was fetched 2 times

  Scenario: A logged-in user finds their hash for each audit
    Given Alice is logged in with user id 10001 and application id "app-alice"
    And the audits are "por-1" at 1700000000000 and "por-0" at 1690000000000
    When Alice opens her account's audit page
    Then she sees 2 user hashes
    And the hash for "por-1" is her hash in the sample tree

  Scenario: An audit taken before the account held anything is not offered
    Given Alice is logged in with user id 10001 and application id "app-alice"
    And the audits are "por-1" at 1700000000000 and "por-0" at 1690000000000
    And the exchange says Alice is included in "por-1" only
    When Alice opens her account's audit page
    Then she sees 1 user hash offered and 1 earlier audit left out

  Scenario: The account audit page needs a login
    When a visitor who is not logged in opens the account's audit page
    Then the page asks to log in
