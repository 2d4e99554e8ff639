import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { RegionStore } from '../../../src/presentation/markets/region.store';
import type { ExchangeWorld } from '../../support/world';

Then('the markets pages mark perpetual futures {word}', async function (this: ExchangeWorld, marked: string) {
  const region = this.get(RegionStore);
  await region.refresh();
  assert.equal(region.perpetualsUnavailable, marked === 'unavailable');
});
