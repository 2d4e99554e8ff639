import { expect, test, type Page } from './support/test';
import { newMember } from './support/member';

/**
 * End to end against the simulator's simulated traders: the public leaderboard lists them; a new
 * member follows one from their profile and finds them in the following list; sets a cool name and finds themself by
 * search; links Twitter through the simulator's local OAuth page and takes the handle as cool name. The store rules
 * are proven in features/social-leaderboard.feature and features/social-twitter.feature.
 */
test('social: leaderboard of simulated traders, follow one, set a cool name, find yourself, link Twitter', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/leaderboard');
  await expect(page.getByTestId('leaderboard-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('leaderboard-name').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.getByTestId('leaderboard-name').count()).toBeGreaterThan(1);
  await expect(page.getByTestId('leaderboard-updated')).toContainText('60 s');

  await newMember(page, 'soc');
  await page.goto('/leaderboard');
  const first = page.getByTestId('leaderboard-name').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const trader = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByTestId('profile-name')).toContainText(trader, { timeout: 20_000 });
  await expect(page.getByTestId('profile-figures')).toBeVisible();
  await page.getByTestId('profile-follow').click();
  await expect(page.getByTestId('profile-follow')).toHaveText(/Unfollow/, { timeout: 10_000 });

  await page.goto('/leaderboard');
  await page.getByTestId('tab-following').click();
  await expect(page.getByTestId('following-name').filter({ hasText: trader })).toBeVisible({ timeout: 10_000 });

  const name = `e2e_${Date.now().toString(36)}`;
  await page.getByTestId('my-profile').click();
  await expect(page.getByTestId('profile-settings')).toBeVisible({ timeout: 20_000 });
  await profileLoaded(page);
  await page.getByTestId('cool-name-input').fill(name);
  await page.getByTestId('cool-name-save').click();
  await expect(page.getByTestId('profile-notice')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('profile-name')).toContainText(name);
  // the header's name follows at once: a main account shows its cool name
  await expect(page.getByTestId('account-name')).toHaveText(name, { timeout: 10_000 });
  await page.reload(); // the saved name is the exchange's: read back on a fresh page
  await expect(page.getByTestId('profile-name')).toContainText(name, { timeout: 20_000 });

  await page.goto('/leaderboard');
  await page.getByTestId('leaderboard-search').locator('input').fill(name.slice(0, 10));
  await page.getByTestId('leaderboard-search').locator('input').press('Enter');
  await expect(page.getByTestId('leaderboard-hits').getByRole('link', { name })).toBeVisible({ timeout: 10_000 });

  // Twitter: the simulator's authorize page, back to the profile with the verifier, the handle as cool name
  const handle = `tw${Date.now().toString(36)}`;
  await page.getByTestId('my-profile').click();
  await profileLoaded(page);
  await page.getByTestId('twitter-link').click();
  await expect(page.getByRole('button', { name: 'Authorize app' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Twitter handle').fill(handle);
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await expect(page.getByTestId('twitter-handle')).toHaveText(`@${handle}`, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/leaderboard\/user-profile$/);
  await profileLoaded(page);
  await page.getByTestId('twitter-use-handle').click();
  await expect(page.getByTestId('account-name')).toHaveText(handle, { timeout: 10_000 });
  await expect(page.getByTestId('profile-name')).toContainText(handle);
});

/**
 * Your profile's sections have loaded (no skeleton left): the settings and Twitter cards below them are where they stay.
 * A press on Save was lost once as a section above grew and moved the button down.
 */
async function profileLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('profile-settings')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('profile-page').locator('.ant-skeleton')).toHaveCount(0, { timeout: 20_000 });
}
