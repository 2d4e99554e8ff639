import { SignInCodeStore } from '../../../../src/presentation/auth/sign-in-code.store';
import type { SafeCheck } from '../../../../src/domain/security/security-records';

describe('SignInCodeStore (the sign-in 2FA question)', () => {
  const wrong = {
    ok: false as const,
    refusal: { kind: 'refused' as const, code: -1005, message: 'totp: wrong code (4 tries left)', status: 400 },
  };

  it('keeps asking after a wrong code, with the refusal, and answers true once a code is accepted', async () => {
    const store = new SignInCodeStore();
    const sent: SafeCheck[] = [];
    const asked = store.ask(async (code) => {
      sent.push(code);
      return code.totp === '654321' ? { ok: true } : wrong;
    });
    expect(store.asking).toBe(true);
    expect(await store.submit('123456')).toBe(false);
    expect(store.asking).toBe(true);
    expect(store.refusal).toEqual(wrong.refusal);
    expect(await store.submit('654321')).toBe(true);
    expect(store.asking).toBe(false);
    expect(await asked).toBe(true);
    expect(sent).toEqual([{ totp: '123456' }, { totp: '654321' }]);
  });

  it('sends no malformed code and says so; a recovery code is sent as one', async () => {
    const store = new SignInCodeStore();
    const sent: SafeCheck[] = [];
    void store.ask(async (code) => {
      sent.push(code);
      return { ok: true };
    });
    expect(await store.submit('12ab')).toBe(false);
    expect(store.badFormat).toBe(true);
    expect(sent).toEqual([]);
    expect(await store.submit('abcd-efgh-jkmn-pq23')).toBe(true);
    expect(sent).toEqual([{ recoveryCode: 'ABCD-EFGH-JKMN-PQ23' }]);
  });

  it('answers false when the user closes the dialog, or when a newer sign-in asks', async () => {
    const store = new SignInCodeStore();
    const first = store.ask(async () => ({ ok: true }));
    const second = store.ask(async () => ({ ok: true }));
    expect(await first).toBe(false);
    store.cancel();
    expect(await second).toBe(false);
    expect(store.asking).toBe(false);
  });
});
