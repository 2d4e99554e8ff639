/**
 * @jest-environment jsdom
 */
import { LocalDeviceKey } from '../../../../src/infrastructure/auth/local-device-key.adapter';
import { DEVICE_KEY_STORAGE } from '../../../../src/infrastructure/storage/session-storage-keys';

describe('LocalDeviceKey (one device id per browser)', () => {
  beforeEach(() => window.localStorage.clear());

  it('makes one random id and keeps it across sign-ins and page loads', () => {
    const first = new LocalDeviceKey().deviceKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(window.localStorage.getItem(DEVICE_KEY_STORAGE)).toBe(first);
    for (let i = 0; i < 5; i += 1) expect(new LocalDeviceKey().deviceKey()).toBe(first);
  });

  it('replaces a stored value that is no device id', () => {
    window.localStorage.setItem(DEVICE_KEY_STORAGE, 'x<script>');
    const made = new LocalDeviceKey().deviceKey();
    expect(made).toMatch(/^[0-9a-f]{32}$/);
    expect(window.localStorage.getItem(DEVICE_KEY_STORAGE)).toBe(made);
  });

  it('two browsers have two ids', () => {
    const one = new LocalDeviceKey().deviceKey();
    window.localStorage.clear();
    expect(new LocalDeviceKey().deviceKey()).not.toBe(one);
  });
});
