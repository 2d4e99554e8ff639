Feature: The wallet's account status and the deposit page's token panel
  /wallet asks the exchange whether a deposit ever arrived (check_has_deposit): until one has, a "Make your first
  deposit" prompt leads to /wallet/deposit, and nothing but a deposit takes it away. wallet/info adds what the
  overview does not show: the open positions and the ledger's records. On /wallet/deposit the chosen coin is
  described by token_info: its full name, decimals, networks and the markets it trades on.

  Scenario: A wallet that never received a deposit prompts the first one
    Given a signed-in wallet holder who never deposited
    When the wallet's status loads
    Then the wallet prompts a first deposit, leading to "/wallet/deposit"

  Scenario: The prompt stays until a deposit arrives, then goes
    Given a signed-in wallet holder who never deposited
    When the wallet's status loads
    Then the wallet prompts a first deposit, leading to "/wallet/deposit"
    When a deposit is credited and the wallet is opened again
    Then the wallet does not prompt a first deposit

  Scenario: A wallet that cannot tell does not prompt
    Given a signed-in wallet holder whose deposit status cannot be read
    When the wallet's status loads
    Then the wallet does not prompt a first deposit

  Scenario: wallet/info's open positions and ledger records
    Given a signed-in wallet holder with 2 open positions and 57 ledger records
    When the wallet's status loads
    Then the wallet's activity shows 2 open positions and 57 ledger records

  Scenario Outline: The chosen coin's info on the deposit page
    Given a signed-in depositor on the deposit page
    When the depositor chooses <token>
    Then the coin panel says "<name>" with <decimals> decimals, networks "<networks>" and markets "<markets>"

    Examples:
      | token | name    | decimals | networks     | markets     |
      | BTC   | Bitcoin | 8        | BTC          | spot, perp  |
      | USDT  | Tether  | 6        | TRC20, ERC20, SPL | quote only |

  Scenario: A coin token_info does not describe shows no panel
    Given a signed-in depositor on the deposit page
    And token_info does not describe ETH
    When the depositor chooses ETH
    Then the deposit page shows no coin panel

  Scenario: The deposit page's coins come from the exchange's token config; a suspended coin is listed, not choosable
    Given a signed-in depositor on the deposit page
    And the exchange suspends every deposit of XRP
    When the deposit page opens
    Then the coins to deposit are "BTC, ETH, SOL, TRX, USDC, USDT, WOO, XRP"
    And only "XRP" is listed as suspended

  Scenario: Without the token config the deposit page offers no coin, and says nothing false
    Given a signed-in depositor on the deposit page
    And the exchange does not answer the token config
    When the deposit page opens
    Then the coins to deposit are ""

  Scenario: While the wallet is under maintenance the deposit page says so and asks for no address
    Given a signed-in depositor on the deposit page
    And the wallet is under maintenance until 2026-01-10T02:00:00Z for "Wallet upgrade"
    When the deposit page opens
    And the depositor chooses USDT on TRON
    Then the wallet's maintenance reads "Wallet upgrade" until 2026-01-10T02:00:00Z
    And no deposit address was asked for
