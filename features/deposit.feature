Feature: Deposit
  A user deposits a token on one of its networks: the address is theirs and in the network's format, a suspended
  network says why, the simulated chain confirms block by block and credits once at the threshold, even across a
  restart. Addresses are checked per network.

  Background:
    Given a deposit simulator whose blocks are mined by hand
    And a signed-in depositor

  Scenario Outline: an address of my own on each network, in the network's format
    When I ask for my <token> deposit address on <network>
    Then it is a valid <network> address
    And asking again gives the same address
    And the memo is "<memo>"

    Examples:
      | token | network | memo     |
      | USDT  | TRON    | none     |
      | USDT  | ETH     | none     |
      | BTC   | BTC     | none     |
      | SOL   | SOL     | none     |
      | XRP   | XRP     | required |

  Scenario: a suspended network is refused with its reason
    When I ask for my USDT deposit address on SOL
    Then the deposit is refused with "Deposits of USDT on SOL are suspended: Network upgrade in progress."

  Scenario: a deposit is credited at the confirmation threshold, once
    Given my USDT balance is noted
    And check_has_deposit says false
    When 250.5 USDT arrives on TRON
    Then my deposit is "NEW" with 0 of 3 confirmations
    When 2 blocks are mined
    Then my deposit is "CONFIRMING" with 2 of 3 confirmations
    And my USDT balance has grown by 0
    When 1 block is mined
    Then my deposit is "COMPLETED" with 3 of 3 confirmations
    And my USDT balance has grown by 250.5
    And check_has_deposit says true
    When 5 blocks are mined
    Then my USDT balance has grown by 250.5

  Scenario: a restart in the middle of the confirmations finishes the deposit without crediting twice
    Given my USDT balance is noted
    When 100 USDT arrives on TRON
    And 1 block is mined
    And the simulator restarts on the same data
    Then my deposit is "CONFIRMING" with 1 of 3 confirmations
    When 2 blocks are mined
    Then my deposit is "COMPLETED" with 3 of 3 confirmations
    And my USDT balance has grown by 100
    When the simulator restarts on the same data
    And 3 blocks are mined
    Then my USDT balance has grown by 100

  Scenario: a deposit below the network's minimum is refused
    When 0.5 USDT arrives on TRON
    Then the deposit is refused with "The minimum deposit of USDT on TRON is 1."

  Scenario Outline: addresses are checked against the network's format
    Then the address "<address>" with memo "<memo>" on <network> is <verdict>

    Examples:
      | network | address                                                      | memo  | verdict                                                                                              |
      | BTC     | bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4                   |       | valid                                                                                                |
      | BTC     | bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5                   |       | refused: This Bitcoin address has a typo: its checksum does not match.                               |
      | BTC     | 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa                           |       | valid                                                                                                |
      | ETH     | 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe                   |       | valid                                                                                                |
      | ETH     | TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t                           |       | refused: Not a Ethereum (ERC20) address: expected 0x followed by 40 hexadecimal characters.         |
      | TRON    | TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t                           |       | valid                                                                                                |
      | TRON    | 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe                   |       | refused: Not a TRON (TRC20) address: expected T followed by 33 base58 characters.                   |
      | SOL     | EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v                 |       | valid                                                                                                |
      | XRP     | rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh                           | 12345 | valid                                                                                                |
      | XRP     | rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh                           |       | refused: XRP Ledger needs a memo (destination tag): without it the funds cannot be credited.        |
      | XRP     | rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh                           | abc   | refused: The XRP Ledger memo must be a number from 0 to 4294967295.                                 |
