import { expect, test } from './support/test';
import { CONTROL_HEADERS } from './support/control';
import { newMember, waitForAuthEmulator } from './support/member';

/**
 * The listing campaign end to end: a new member (1 ticket) votes for a candidate in the battles and sees the
 * candidate's tally, the battle leaderboard, the tickets left and "my votes" move. The rules (tickets, ties, the
 * showdown, predictions and their rewards) are proven by the domain's tests, the scenarios and the simulator's HTTP tests.
 */
test.describe('listing campaign', { tag: '@global' }, () => {
  test.beforeEach(async ({ request }) => waitForAuthEmulator(request));

  test('a member votes and sees the tally and their votes update', async ({ page }) => {
    await page.request.post('/__control/listing/phase', { headers: CONTROL_HEADERS, data: { phase: 'VOTING' } });
    await newMember(page, 'lst');
    await page.goto('/listing-campaign');
    await expect(page.getByTestId('listing-phase')).toContainText('Battles', { timeout: 20_000 });
    await expect(page.getByTestId('listing-countdown')).toContainText('Showdown starts in');
    await expect(page.getByTestId('listing-tickets-available')).toHaveText('1');
    const before = Number((await page.getByTestId('listing-votes-TIA').innerText()).replace(/\D/g, ''));

    await page.getByTestId('listing-vote-TIA').click();
    await expect(page.getByTestId('listing-vote-dialog')).toContainText('Tickets left: 1');
    await page.getByTestId('listing-vote-confirm').click();

    await expect(page.getByTestId('listing-vote-dialog')).toBeHidden();
    await expect(page.getByTestId('listing-votes-TIA')).toHaveText(`Votes: ${before + 1}`);
    await expect(page.getByTestId('listing-my-votes-TIA')).toHaveText('Mine: 1');
    await expect(page.getByTestId('listing-tickets-available')).toHaveText('0');
    await expect(page.getByTestId('listing-my-votes')).toContainText('TIA');
    await expect(page.getByTestId('listing-my-votes')).toContainText('Battle');
    await expect(page.getByTestId('listing-battles')).toContainText('Mine: 1');
    await expect(page.getByTestId('listing-vote-PYTH')).toBeEnabled();
  });
});
