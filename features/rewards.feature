Feature: The reward centre, reward notifications and promotion cards
  Tasks are done from the member's real activity (first deposit, first trade, trade volume); a done task's reward is
  claimed within 7 days, then it expires. Coupons are claimed before their claim date, then used before they expire:
  a trading bonus is credited when used; a fee discount or an APY booster works for its days from its use. Every
  credit is told once as a toast and stays listed until dismissed; the inbox counts it too. Promotion cards come in
  the visitor's language, and a dismissed card stays hidden in this browser.

  Background:
    Given the authorization cookie holds "token-abc" for user "10001"
    And the exchange knows the account of user "10001" with alias "ada"
    And the app reads the session
    And the reward centre has the task "FIRST_TRADE" done with 5 USDT to claim within 7 days
    And the reward centre has the coupons: fee discount 20 % for 3 days, trading bonus 10 USDT, APY booster 3.65 % for 7 days

  Rule: Tasks

    Scenario: Claiming a done task credits its reward, tells it once and lists it until dismissed
      When the member opens the reward centre
      And the member claims the task "FIRST_TRADE"
      Then the exchange credited "5 USDT"
      And a success toast says "5 USDT credited: First trade"
      And the rewards listed are "5 USDT credited: First trade"
      When the member dismisses the first reward
      Then no reward is listed

    Scenario: A task reward not claimed within 7 days expires
      Given 7 days pass for the rewards
      When the member opens the reward centre
      Then the task "FIRST_TRADE" is "EXPIRED"
      And the member cannot claim the task "FIRST_TRADE"

    Scenario: A task not done cannot be claimed
      Given the reward centre has the task "TRADE_VOLUME" at 2500 of 10000 USDT
      When the member opens the reward centre
      And the member claims the task "TRADE_VOLUME"
      Then the reward centre says "This task is not done yet."
      And the exchange credited nothing

  Rule: Coupons

    Scenario: A trading bonus is claimed, then used: credited once
      When the member opens the reward centre
      And the member claims the coupon "TRADING_BONUS"
      And the member uses the coupon "TRADING_BONUS"
      Then the coupon "TRADING_BONUS" is "USED"
      And the exchange credited "10 USDT"
      And a success toast says "10 USDT credited: Trading bonus"

    Scenario: A coupon is used only after it is claimed
      When the member opens the reward centre
      And the member uses the coupon "FEE_DISCOUNT"
      Then the reward centre says "Claim this coupon before using it."

    Scenario Outline: A fee discount works for its days from its use
      When the member opens the reward centre
      And the member claims the coupon "FEE_DISCOUNT"
      And the member uses the coupon "FEE_DISCOUNT"
      And <hours> hours pass for the rewards
      And the member opens the reward centre
      Then the coupon "FEE_DISCOUNT" is "<status>"

      Examples:
        | hours | status |
        | 71    | ACTIVE |
        | 72    | USED   |

    Scenario: A coupon not claimed in time expires
      Given 7 days pass for the rewards
      When the member opens the reward centre
      Then the coupon "APY_BOOSTER" is "EXPIRED"
      And the member cannot claim the coupon "APY_BOOSTER"

  Rule: Promotion cards

    Background:
      Given the promotion "WELCOME" for "HOME" reads "Welcome rewards" in English and "Приветственные награды" in Russian
      And the promotion "FEES" for "TRADE" is for members and reads "20 % off fees" in English

    Scenario: A card comes in the visitor's language, English when there is none in it
      Given the visitor reads the site in "ru"
      When the cards of "HOME" are read
      Then the cards of "HOME" are "Приветственные награды"
      When the cards of "TRADE" are read
      Then the cards of "TRADE" are "20 % off fees"

    Scenario: A dismissed card stays hidden, also on the next visit
      When the cards of "HOME" are read
      And the visitor dismisses the card "WELCOME"
      Then the cards of "HOME" are ""
      And on the next visit the cards of "HOME" are ""

    Scenario: The events tab lists the promotions
      When the member opens the reward centre
      Then the events are "Welcome rewards, 20 % off fees"

    Scenario: A members' card goes when the member logs out; the visitors' cards are read again
      When the cards of "TRADE" are read
      Then the cards of "TRADE" are "20 % off fees"
      When the user logs out
      And the cards read again have arrived
      Then the cards of "TRADE" are ""
      And the cards of "TRADE" were read for a visitor last

  Rule: The exchange's promotion cards (simulator)

    Scenario Outline: A card is served on its platforms, members' cards only to members
      When the exchange is asked for the "<type>" cards of the "<platform>" platform by a <who>
      Then the exchange's cards are "<ids>"

      Examples:
        | type          | platform | who     | ids                             |
        | TRADE         | WEB      | member  | FEE_DISCOUNT_WEEK, USDT_SAVINGS |
        | TRADE         | WEB      | visitor | USDT_SAVINGS                    |
        | TRADE         | APP      | member  |                                 |
        | HOME          | APP      | visitor | WELCOME_REWARDS                 |
        | REWARD_CENTER | WEB      | visitor | APY_BOOST_USDT                  |

    Scenario Outline: A card is served in the asked language, English when it has none in it
      When the exchange is asked for the "HOME" card in "<language>"
      Then the card reads "<title>" in "<served>"

      Examples:
        | language | title                  | served  |
        | ru       | Приветственные награды | ru      |
        | zh-Hans  | 新手奖励                   | zh-Hans |
        | de       | Welcome rewards        | en      |

