import { createHash } from 'node:crypto';
import type { RunningSimulator } from '../../../../simulator/server';
import { testSimulator } from '../support/simulator-fixture';

describe('the published APK', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  it('downloads from the address the published-APK call gives, with the size and SHA-256 it states', async () => {
    const published = (await (await fetch(`${sim.url}/api/usercenter/public/mobile/apk/published`)).json()).data;
    const response = await fetch(`${sim.url}${published.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="woox-${published.version}.apk"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(published.size_bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(published.sha256);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04'); // a ZIP, the container of an APK
    expect(bytes.subarray(-22, -18).toString('latin1')).toBe('PK\x05\x06');
  });
});
