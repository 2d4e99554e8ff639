Feature: Withdraw
  A member withdraws a token on one of its networks: the address is checked for the network as typed, the fee is
  charged on top of the amount, "Max" is what is available less the fee, and the network's minimum holds. The
  review shows what leaves and what arrives before the security step asks the code mailed to the member (and the
  withdraw password and the 2FA code when set); a wrong code keeps the step open, a double click sends once. The
  exchange freezes amount + fee while the withdrawal is NEW, can cancel it while NEW, and debits it once at
  COMPLETED, even across a restart. A -1009 says why a withdrawal is not possible.

  Rule: the form checks what it can before sending

    Background:
      Given a member signed in to withdraw with 10000 USDT and 0.1 BTC

    Scenario: an address of another network is refused with its message
      When the member withdraws 20 USDT on TRON to "0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe"
      Then the address problem reads "Not a TRON (TRC20) address: expected T followed by 33 base58 characters."
      And the member cannot send

    Scenario Outline: fee on top, what arrives and what is taken
      When the member withdraws <amount> <token> on <network> to "<address>"
      Then the summary shows fee <fee>, taken <total> and received <amount>
      And the member can send

      Examples:
        | token | network | amount | fee    | total  | address                                    |
        | USDT  | TRON    | 100    | 1      | 101    | TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t         |
        | USDT  | ETH     | 250.5  | 2      | 252.5  | 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe |
        | BTC   | BTC     | 0.05   | 0.0002 | 0.0502 | bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq |

    Scenario Outline: Max is what is available less the fee
      When the member chooses <token> on <network> and asks for the maximum
      Then the withdraw amount is <max>

      Examples:
        | token | network | max    |
        | USDT  | TRON    | 9999   |
        | USDT  | ETH     | 9998   |
        | BTC   | BTC     | 0.0998 |

    Scenario Outline: the minimum and the balance
      When the member withdraws <amount> USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the amount problem reads "<message>"

      Examples:
        | amount | message                                                                         |
        | 9.99   | The minimum withdrawal of USDT on TRON (TRC20) is 10.                           |
        | 10000  | Not enough USDT: 10000 plus the fee of 1 is 10001, and 10000 is available.      |
        | 0      | Enter an amount greater than 0.                                                 |

    Scenario: a memo network needs its memo
      When the member withdraws 30 XRP on XRP to "rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe"
      Then the address problem reads "XRP Ledger needs a memo (destination tag): without it the funds cannot be credited."

    Scenario: the review shows what leaves, what arrives and about when, with the address book's label
      Given the member saved "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" on TRON as "Cold wallet"
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member opens the review
      Then the review shows USDT on "TRON (TRC20)" to "Cold wallet", amount 100, fee 1, taken 101, received 100, about 5 minutes
      And no email code was mailed yet

    Scenario: without a withdraw password or 2FA, the email code alone confirms the withdrawal
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member opens the review
      And the member continues to the security step
      Then an email code was mailed and the step asks for the email code only
      When the member types the mailed code and confirms
      Then the exchange received one withdrawal with the mailed email code
      And the security step is closed
      And the withdrawal history shows it as "NEW"

    Scenario: a wrong email code keeps the dialog open with a translated message
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member opens the review
      And the member continues to the security step
      And the member types the email code "000000" and confirms
      Then the security step is still open and under the email code it says "Wrong email code. Attempts left: 4"
      And in Russian under the email code it says "Неверный код из письма. Осталось попыток: 4"
      When the member types the mailed code and confirms
      Then the exchange received one withdrawal with the mailed email code

    Scenario: a double click never makes two withdrawals
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member clicks "Withdraw" twice
      And the member continues to the security step
      And the member types the mailed code and clicks confirm twice
      Then the exchange received one withdrawal with the mailed email code

    Scenario: "Resend" waits a minute after a code was mailed
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member opens the review
      And the member continues to the security step
      Then "Resend" waits 60 seconds
      When the member presses "Resend"
      Then 1 email code was mailed
      When 60 seconds pass on the withdraw page
      Then "Resend" waits 0 seconds
      When the member presses "Resend"
      Then 2 email codes were mailed
      And "Resend" waits 60 seconds

    Scenario: with a withdraw password and 2FA, a dialog asks for both and they travel with the withdrawal
      Given the member has a withdraw password and 2FA on
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member starts sending the withdrawal
      Then the security step asks for the withdraw password and the code
      And the member cannot confirm the step with the code "12345"
      When the member confirms the step with "Secret-42" and the code "123456"
      Then the exchange received the withdrawal with withdraw password "Secret-42" and code "123456"
      And the withdrawal history shows it as "NEW"

    Scenario: a wrong 2FA code keeps the dialog open with the typed values and the problem under the code
      Given the member has a withdraw password and 2FA on
      And the exchange takes the 2FA code "654321"
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member starts sending the withdrawal
      And the member confirms the step with "Secret-42" and the wrong code "123456"
      Then the security step is still open with "Secret-42" and "123456"
      And under the code it says "Wrong code. Attempts left: 4"
      And in Russian under the code it says "Неверный код. Осталось попыток: 4"
      When the member corrects the code to "654321" and confirms
      Then the exchange received the withdrawal with withdraw password "Secret-42" and code "654321"
      And the security step is closed
      And the withdrawal history shows it as "NEW"

    Scenario: cancelling the security step sends nothing
      Given the member has 2FA on
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member starts sending the withdrawal
      Then the security step asks for the code only
      When the member cancels the step
      Then nothing was withdrawn and the form can send again

    Scenario: a NEW withdrawal is cancelled from its row
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the member sends the withdrawal
      And the member cancels it from the history
      Then the withdrawal history shows it as "CANCELED"

  Rule: the exchange freezes, steps and debits once

    Background:
      Given a withdrawal simulator whose steps run by hand
      And a signed-in withdrawer

    Scenario: NEW → PROCESSING → COMPLETED, debited once with the fee
      When the withdrawer sends 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the withdrawal is "NEW" and 101 USDT is frozen
      When the withdrawals step once
      Then the withdrawal is "PROCESSING" and 101 USDT is frozen
      When the withdrawal simulator restarts on the same data
      And the withdrawals step once
      Then the withdrawal is "COMPLETED" and 0 USDT is frozen
      And the USDT holding went down by 101
      When the withdrawals step 3 times
      Then the USDT holding went down by 101

    Scenario: cancel while NEW releases the funds; not once processing
      When the withdrawer sends 50 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the withdrawer cancels it
      Then the withdrawal is "CANCELED" and 0 USDT is frozen
      When the withdrawer sends 50 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And the withdrawals step once
      And the withdrawer cancels it
      Then the exchange refuses with -1009 "Withdrawal 2 is PROCESSING: only a NEW withdrawal can be cancelled."

    Scenario Outline: -1009 says why a withdrawal is not possible
      Given <setup>
      When the withdrawer sends <amount> USDT on <network> to "<address>"
      Then the exchange refuses with -1009 "<message>"
      And 0 USDT is frozen

      Examples:
        | setup                                  | amount | network | address                                      | message                                                                      |
        | nothing special                        | 20     | SOL     | So11111111111111111111111111111111111111112  | Withdrawals of USDT on Solana (SPL) are suspended: Network upgrade in progress. |
        | nothing special                        | 9      | TRON    | TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t           | The minimum withdrawal of USDT on TRON (TRC20) is 10.                        |
        | nothing special                        | 10000  | TRON    | TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t           | Not enough USDT: 10000 plus the fee of 1 is 10001, and 10000 is available.   |
        | the account is locked for "a review"   | 20     | TRON    | TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t           | Withdrawals are locked until 2026-01-10T01:00:00.000Z: a review.             |
        | whitelist mode is on                   | 20     | TRON    | TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t           | Whitelist mode is on: withdraw only to an address saved in your address book. |

    Scenario: a newly whitelisted address opens 24 hours after it was saved
      Given whitelist mode is on
      And the withdrawer saves "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" on TRON as "Cold"
      When the withdrawer sends 20 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the exchange refuses with -1009 ""Cold" was whitelisted less than 24 hours ago: withdrawals to it open at 2026-01-11T00:00:00.000Z."
      When 24 hours pass for the withdrawer
      And the withdrawer sends 20 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the withdrawal is "NEW" and 21 USDT is frozen

    Scenario: in maintenance the exchange refuses a withdrawal with -1011 and freezes nothing; after it, it goes
      Given the wallet is put under maintenance until 2026-01-10T02:00:00Z for "Wallet upgrade"
      When the withdrawer sends 20 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the exchange refuses with -1011 "Withdrawals are paused: the wallet is under maintenance until about 2026-01-10T02:00:00.000Z (Wallet upgrade)."
      And 0 USDT is frozen
      And the account's token config says USDT cannot be withdrawn because of "MAINTENANCE"
      When the maintenance ends
      And the withdrawer sends 20 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the withdrawal is "NEW" and 21 USDT is frozen

    Scenario: the account's token config says why before a refusal: the lock for a review, then whitelist mode
      Given the account is locked for "a review"
      Then the account's token config says USDT cannot be withdrawn because of "ACCOUNT_LOCKED" until 2026-01-10T01:00:00Z
      When the lock is lifted
      And whitelist mode is on
      Then the account's token config says USDT cannot be withdrawn because of "WHITELIST_NO_ADDRESS"
      Given the withdrawer saves "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" on TRON as "Cold"
      Then the account's token config says USDT cannot be withdrawn because of "WHITELIST_NO_ADDRESS" until 2026-01-11T00:00:00Z
      When 24 hours pass for the withdrawer
      Then the account's token config says USDT can be withdrawn

  Rule: the page says what stops a withdrawal before anything is typed

    Scenario: the coins come from the exchange's token config; one closed for withdrawals everywhere is listed, not choosable
      Given the exchange suspends every withdrawal of XRP
      And a member signed in to withdraw with 10000 USDT and 0.1 BTC
      Then the coins to withdraw are "BTC, ETH, SOL, TRX, USDC, USDT, WOO, XRP"
      And only "XRP" is listed as withdrawals suspended

    Scenario: after a withdraw password change the page says withdrawals are locked until when, for every coin
      Given the member changed the withdraw password 1 hour ago
      And a member signed in to withdraw with 10000 USDT and 0.1 BTC
      Then before a coin is chosen the page says "WITHDRAW_LOCKED" until 2026-01-10T23:00:00Z
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the page says "WITHDRAW_LOCKED" until 2026-01-10T23:00:00Z
      And the member cannot send

    Scenario: whitelist mode without a saved address stops the chosen coin only
      Given the member's whitelist mode is on with an empty address book
      And a member signed in to withdraw with 10000 USDT and 0.1 BTC
      Then before a coin is chosen nothing is said
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the page says "WHITELIST_NO_ADDRESS"
      And the member cannot send

    Scenario: in maintenance the page's banner says so with the message and the end, and the member cannot send
      Given the wallet is under maintenance until 2026-01-10T02:00:00Z for "Wallet upgrade"
      And a member signed in to withdraw with 10000 USDT and 0.1 BTC
      Then the wallet's maintenance reads "Wallet upgrade" until 2026-01-10T02:00:00Z
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      Then the member cannot send

    Scenario: a -1009 on submit still says why, and the banner then shows the lock
      Given a member signed in to withdraw with 10000 USDT and 0.1 BTC
      When the member withdraws 100 USDT on TRON to "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
      And meanwhile the withdraw password is changed and the exchange refuses the withdrawal with -1009
      And the member sends the withdrawal, refused
      Then the refusal reads "Withdrawals are locked until 2026-01-11T00:00:00.000Z (24 hours after a withdraw password change)"
      And the page says "WITHDRAW_LOCKED" until 2026-01-11T00:00:00Z
