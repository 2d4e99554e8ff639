Feature: Blog browsing and search
  The blog lists posts a page at a time with one featured post on top, filters by tag, and searches titles
  and excerpts (the content API has no full-text search). A visitor sees posts in their language and in English
  (the blog's main language); an English visitor sees English posts only. A shared link opens in any language.

  Background:
    Given the CMS has 20 posts titled "Post 1" to "Post 20", newest first
    And "Post 5" is featured

  Scenario: The first page shows the featured post once and nine others
    When the visitor opens blog page 1
    Then the featured post is "Post 5"
    And the list shows 9 posts from "Post 1" to "Post 10" without "Post 5"
    And the list is page 1 of 3

  Scenario: The last page holds the remainder
    When the visitor opens blog page 3
    Then the list shows 1 posts from "Post 20" to "Post 20" without "Post 5"
    And the list is page 3 of 3

  Scenario: A tag filter shows only that tag's posts and no featured post
    Given "Post 2", "Post 7" and "Post 9" are tagged "markets"
    When the visitor opens blog page 1 filtered by "markets"
    Then there is no featured post
    And the list shows 3 posts from "Post 2" to "Post 9" without "Post 5"
    And the list is page 1 of 1

  Scenario: Search finds titles and excerpts, title hits first
    Given "Post 3" has the title "Funding rates explained"
    And "Post 8" has the excerpt "How the funding payment is computed every eight hours."
    When the visitor searches for "FUNDING"
    Then the results are "Funding rates explained, Post 8"

  Scenario: Every word of the query must match, accents and case aside
    Given "Post 3" has the title "Préstamos con margen"
    And "Post 4" has the title "Prestamos flexibles"
    When the visitor searches for "prestamos margen"
    Then the results are "Préstamos con margen"

  Scenario: An empty query asks the CMS nothing
    When the visitor searches for "  "
    Then the results are ""
    And the CMS was asked for the search index 0 times

  Scenario: The search index is fetched once and results are paged by ten
    When the visitor searches for "post"
    And the visitor searches for "post 1"
    Then the CMS was asked for the search index 1 times
    When the visitor searches for "post"
    And the visitor goes to results page 2
    Then the results page shows 10 posts, page 2 of 2

  Scenario: An article lists up to three related posts that share its main tag
    Given "Post 2", "Post 7", "Post 9", "Post 11" and "Post 12" are tagged "markets"
    When the visitor opens the article "post-7"
    Then the related posts are "Post 2, Post 9, Post 11"

  Scenario: An unknown article is reported as missing
    When the visitor opens the article "no-such-post"
    Then the article is missing

  Scenario: A Russian visitor sees Russian and English posts, not Vietnamese ones
    Given "Post 2" and "Post 4" are written in Russian
    And "Post 3" and "Post 6" are written in Vietnamese
    And the visitor reads the site in Russian
    When the visitor opens blog page 1
    Then the featured post is "Post 5"
    And the list shows 9 posts from "Post 1" to "Post 12" without "Post 3"
    And the list includes "Post 2" and "Post 4"
    And no post shown is in Vietnamese
    And the list is page 1 of 2

  Scenario: An English visitor sees English posts only
    Given "Post 2" is written in Russian
    And "Post 4" is written in Simplified Chinese
    When the visitor opens blog page 2
    Then the list shows 8 posts from "Post 13" to "Post 20" without "Post 2"
    And no post shown is in Russian
    And the list is page 2 of 2

  Scenario: A featured post in another language is not put on top
    Given "Post 5" is written in Vietnamese
    And the visitor reads the site in Russian
    When the visitor opens blog page 1
    Then there is no featured post
    And no post shown is in Vietnamese

  Scenario: Search leaves out posts in other languages
    Given "Post 3" has the title "Funding rates explained"
    And "Post 8" has the title "Funding: ставка финансирования"
    And "Post 8" is written in Russian
    And "Post 9" has the title "Funding: tỷ lệ tài trợ"
    And "Post 9" is written in Vietnamese
    And the visitor reads the site in Russian
    When the visitor searches for "funding"
    Then the results are "Funding rates explained, Funding: ставка финансирования"
    When the visitor reads the site in English
    And the visitor searches for "funding"
    Then the results are "Funding rates explained"
    And the CMS was asked for the search index 1 times

  Scenario: Related posts follow the visitor's language
    Given "Post 2", "Post 7", "Post 9", "Post 11" and "Post 12" are tagged "markets"
    And "Post 9" is written in Vietnamese
    And "Post 11" is written in Russian
    And the visitor reads the site in Russian
    When the visitor opens the article "post-7"
    Then the related posts are "Post 2, Post 11, Post 12"

  Scenario: An article alone on its topic in the visitor's languages is followed by the latest posts
    Given "Post 7" and "Post 9" are tagged "markets"
    And "Post 9" is written in Vietnamese
    When the visitor opens the article "post-7"
    Then the related posts are "Post 1, Post 2, Post 3"

  Scenario: An article in another language still opens by its link
    Given "Post 2", "Post 7" and "Post 9" are tagged "markets"
    And "Post 7" is written in Vietnamese
    When the visitor opens the article "post-7"
    Then the article "Post 7" is shown
    And the related posts are "Post 2, Post 9, Post 1"
