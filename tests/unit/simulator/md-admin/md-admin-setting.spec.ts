import { optionsFromEnv } from '../../../../simulator/config';

describe('SIM_ADMIN_EMAILS (the market-data admin role as a simulator setting)', () => {
  it('reads a comma-separated list of emails, lower-cased', () => {
    expect(optionsFromEnv({ SIM_ADMIN_EMAILS: 'Ops@Example.com, risk@example.io' }).adminEmails).toEqual([
      'ops@example.com',
      'risk@example.io',
    ]);
    expect(optionsFromEnv({}).adminEmails).toEqual([]);
  });

  it('stops the start on a value that is not a list of emails', () => {
    expect(() => optionsFromEnv({ SIM_ADMIN_EMAILS: 'ops@example.com,not-an-email' })).toThrow(
      'SIM_ADMIN_EMAILS: must be a comma-separated list of emails',
    );
  });
});
