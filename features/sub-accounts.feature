Feature: Sub-accounts, transfers between them, collateral and the wallet mode
  A main account opens up to 10 sub-accounts (nickname 1–20 characters, names unique), renames them, and acts as one
  by switching in the header: the app reopens as that account (the main account shows its cool name, a sub-account
  its alias). Funds move between the accounts of the family instantly and free, checked before they are sent
  (amount > 0, at most what is available, at most the token's decimals). The wallet shows the collateral tokens with
  their ratios and the wallet mode: SINGLE counts USDT only, MULTI every enabled token at its ratio.

  Background:
    Given a main account "CoolTrader" holding 10000 USDT and 0.1 BTC

  Scenario Outline: The nickname rule
    When the member creates a sub-account named "<name>"
    Then the member is told "<message>"

    Examples:
      | name                  | message                                                   |
      |                       | nickname: must not be empty                               |
      | abcdefghijklmnopqrstu | nickname: must be at most 20 characters                   |
      | Bot <1>               | nickname: may hold letters, digits, space, _, - and . only |

  Scenario: A good nickname opens an empty sub-account; a name in use is refused
    When the member creates a sub-account named "  Grid bot  "
    Then the family lists "CoolTrader" and "Grid bot"
    When the member creates a sub-account named "GRID BOT"
    Then the member is told "nickname: another sub-account already has this name"

  Scenario: At most 10 sub-accounts
    Given the member has 10 sub-accounts
    When the member creates a sub-account named "One more"
    Then the member is told "A main account can have at most 10 sub-accounts"
    And the exchange was not asked to create "One more"

  Scenario: Renaming a sub-account (alias)
    Given the member has a sub-account "Grid"
    When the member renames "Grid" to "Scalper"
    Then the family lists "CoolTrader" and "Scalper"

  Scenario: Switching makes the app act as the sub-account; the header shows the alias
    Given the member has a sub-account "Grid"
    When the member switches to "Grid" on the wallet page
    Then the session now belongs to the sub-account "Grid"
    And the app reopens at "/wallet"
    And a sub-account session named "Grid" shows "Grid" in the header, a main one its cool name

  Scenario: A sub-account cannot withdraw: its withdraw page offers to move the funds up to the main account
    Given the member has a sub-account "Grid"
    When the member switches to "Grid" on the wallet page
    And on the withdraw page the member asks to move the funds to the main account
    Then the transfer dialog is open from "Grid" to "CoolTrader" for "10000" USDT
    And the withdraw page tells a sub-account "Sub-accounts cannot withdraw" in English and "Субаккаунт не может выводить средства" in Russian

  Scenario Outline: Transfer validation before anything is sent, under the amount in the member's language
    Given the member has a sub-account "Grid"
    When the member transfers "<amount>" USDT to "Grid"
    Then under the transfer amount the member reads "<english>"
    And in Russian under the transfer amount the member reads "<russian>"
    And no transfer was sent

    Examples:
      | amount    | english                                   | russian                                          |
      | 0         | Amount must be greater than 0             | «Сумма»: значение должно быть больше 0           |
      |           | Amount is required                        | Заполните поле «Сумма»                           |
      | 1.0000001 | Amount can have at most 6 decimals        | «Сумма»: не более 6 знаков после запятой         |
      | 10000.01  | Not enough balance: 10,000 USDT available | Недостаточно средств: доступно 10 000 USDT       |

  Scenario: A transfer is instant and free, and shows in the transfers history
    Given the member has a sub-account "Grid"
    When the member transfers "250.5" USDT to "Grid"
    Then "Grid" holds 250.5 USDT and the main account 9749.5 USDT
    And the transfers history lists 250.5 USDT from "CoolTrader" to "Grid"

  Scenario: Max moves everything available, rounded down to the token's decimals
    Given the member has a sub-account "Grid"
    When the member opens the transfer dialog for BTC and presses Max
    Then the amount reads "0.1"

  Scenario: Collateral value by wallet mode and switches (hand-computed)
    Given the exchange prices BTC at 50000 USDT
    Then the collateral value is "10000.00" in SINGLE mode
    When the member switches the wallet to MULTI
    Then the collateral value is "14750.00" in MULTI mode
    When the member stops using BTC as collateral
    Then the collateral value is "10000.00" in MULTI mode
    And USDT cannot be switched off and counts at a ratio of 1
