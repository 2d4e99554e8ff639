Feature: Email change and linked accounts
  The calls `email/code`, `email/trade`, `email/change`, `discord`, `bind_wallet`, `unbind_wallet`: the email changes with
  a code to the old address (traded for a ticket) and a code to the new one; Discord links through its consent page
  with a state that must come back; a wallet is bound by signing the exchange's message, its address checked first.

  Scenario: The email changes with a code to the old address, then one to the new address
    When the holder starts the email change
    Then a code was sent to "h•••@example.com"
    When the holder enters the old address's code "111111"
    And the holder asks for a code at "nova@example.com"
    Then a code was sent to "n•••@example.com"
    When the holder enters the new address's code "222222"
    Then the email change is done
    And the account's email is "nova@example.com"

  Scenario: A wrong code keeps the step and shows the exchange's message
    When the holder starts the email change
    And the holder enters the old address's code "000000"
    Then the links card says "code: wrong code (4 tries left)"
    And the email change step is "oldCodeSent"

  Scenario: Discord sends the browser to its consent page and links the code that comes back with the state
    When the holder links Discord
    Then the browser went to Discord's consent page with a state
    When Discord sends the holder back with the code "discord-ok" and the same state
    Then Discord is linked as "sim_trader"

  Scenario: A Discord answer without the state that was sent is refused
    When the holder links Discord
    And Discord sends the holder back with the code "discord-ok" and the state "forged"
    Then the links card says "The Discord link could not be confirmed. Try again."
    And no Discord code was sent to the exchange

  Scenario: A Discord refusal is shown
    When the holder links Discord
    And Discord sends the holder back with the error "access_denied"
    Then the links card says "Discord access was not granted."

  Scenario: A wallet is bound by signing the exchange's message
    When the holder binds the EVM wallet "0x52908400098527886E0F7030069857D2E4169EE7"
    Then the bound wallets are "EVM 0x52908400098527886E0F7030069857D2E4169EE7"

  Scenario Outline: A wallet address in the wrong format is refused before any call
    When the holder binds the <chain> wallet "<address>"
    Then the links card says "<message>"
    And no wallet call was made

    Examples:
      | chain  | address                                      | message                        |
      | EVM    | 0x1234                                       | This is not a EVM address.     |
      | EVM    | 52908400098527886E0F7030069857D2E4169EE7     | This is not a EVM address.     |
      | TRON   | TX1234                                       | This is not a TRON address.    |
      | SOLANA | 0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl             | This is not a SOLANA address.  |
      | EVM    |                                              | Enter a wallet address.        |

  Scenario: A wallet that does not sign binds nothing
    Given the wallet refuses to sign
    When the holder binds the EVM wallet "0x52908400098527886E0F7030069857D2E4169EE7"
    Then the links card says "The wallet did not sign."
    And the bound wallets are ""
