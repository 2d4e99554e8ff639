import {
  DEFAULT_NOTIFICATION_SETTINGS,
  afterRead,
  badgeText,
  receives,
  unreadByCategory,
  unreadCount,
  withCategory,
  type InboxEntry,
} from '../../../../src/domain/notifications/inbox';

const entry = (id: string, category: InboxEntry['category'], read = false): InboxEntry => ({
  id,
  category,
  kind: 'MESSAGE',
  params: {},
  read,
  createdTime: 0,
});

describe('the inbox rules', () => {
  const rows = [entry('1', 'TRADING'), entry('2', 'TRADING', true), entry('3', 'SECURITY'), entry('4', 'ANNOUNCEMENTS')];

  it('counts the unread, in all and per category', () => {
    expect(unreadCount(rows)).toBe(3);
    expect(unreadByCategory(rows)).toEqual({ TRADING: 1, TRANSFERS: 0, CAMPAIGNS: 0, ANNOUNCEMENTS: 1, SECURITY: 1 });
  });

  it('shows nothing at 0, the number to 99, then 99+', () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual([undefined, '1', '99', '99+']);
  });

  it('marking read lowers the count once per unread entry (already read ones change nothing)', () => {
    const summary = { total: 3, categories: unreadByCategory(rows) };
    expect(afterRead(summary, rows, ['1', '2'])).toEqual({
      total: 2,
      categories: { TRADING: 0, TRANSFERS: 0, CAMPAIGNS: 0, ANNOUNCEMENTS: 1, SECURITY: 1 },
    });
  });

  it('a category turned off receives nothing; security cannot be turned off', () => {
    const muted = withCategory(withCategory(DEFAULT_NOTIFICATION_SETTINGS, 'TRADING', false), 'SECURITY', false);
    expect(receives(muted, 'TRADING')).toBe(false);
    expect(receives(muted, 'SECURITY')).toBe(true);
    expect(muted.SECURITY).toBe(true);
    expect(receives(muted, 'CAMPAIGNS')).toBe(true);
  });
});
