Feature: Linking a Twitter profile and taking its handle as cool name
  A member links their Twitter profile from their own profile: the app asks the exchange for Twitter's authorization
  address and opens it only when it is the configured Twitter page; Twitter sends the member back with a token and a
  verifier, which the app trades for the linked profile. The member sees the handle and image, removes the image,
  takes the handle as cool name (shown in the header at once, despite its 60 s cache) and unlinks.

  Background:
    Given the member is signed in
    And the member opens their own profile
    And the Twitter card is shown

  Scenario: Linking goes through Twitter's authorize page and back
    When the member links Twitter
    Then the app opened "/api/twitter-sim/oauth/authorize?oauth_token=tok1"
    When Twitter authorizes the app as "satoshi_x"
    And the member comes back from Twitter
    Then the linked Twitter handle is "@satoshi_x" with a profile image
    And the Twitter notice is "linked"
    And the calls were "twitter/profiles/me, twitter/oauth/authorization-url, twitter/oauth/authorize"

  Scenario: An authorization address that is not the configured Twitter page is not opened
    Given the exchange answers authorization addresses at "https://evil.example/oauth/authorize"
    When the member links Twitter
    Then no page was opened
    And the Twitter notice is "untrustedUrl"

  Scenario: Cancelling on Twitter links nothing
    When the member links Twitter
    And the member cancels on Twitter and comes back
    Then no Twitter profile is linked
    And the Twitter notice is "denied"

  Scenario: A verifier that does not match is refused by the exchange
    When the member links Twitter
    And Twitter authorizes the app as "satoshi_x"
    And the member comes back from Twitter with the verifier "forged"
    Then no Twitter profile is linked
    And the Twitter notice says "oauthVerifier: does not match the request token"

  Scenario: Removing the image keeps the link; unlinking removes it
    Given the member has linked Twitter as "satoshi_x"
    When the member removes the Twitter profile image
    Then the linked Twitter handle is "@satoshi_x" without a profile image
    When the member unlinks Twitter
    Then no Twitter profile is linked
    And the Twitter notice is "unlinked"

  Scenario: The Twitter handle becomes the cool name, in the header at once
    Given the cool name of the account is "OldName"
    And the header reloads the cool name
    And the member has linked Twitter as "satoshi_x"
    When the member takes the Twitter handle as cool name
    Then the header shows "satoshi_x"
    And the profile's name is "satoshi_x"
    And the Twitter notice is "coolName"

  Scenario: A handle another trader holds as cool name is refused
    Given the cool name "Satoshi_X" is taken
    And the member has linked Twitter as "satoshi_x"
    When the member takes the Twitter handle as cool name
    Then the Twitter notice says "coolName: satoshi_x is already taken"
