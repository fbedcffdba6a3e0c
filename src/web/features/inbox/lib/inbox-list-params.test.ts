import { describe, expect, it } from 'vitest';
import { parseNotificationParams, parsePageParams } from './inbox-list-params.ts';

describe('parseNotificationParams', () => {
  it('reads group, unread and page from the address', () => {
    expect(parseNotificationParams(new URLSearchParams('group=negotiation&unread=true&page=3'))).toEqual({ page: 3, group: 'negotiation', unread: true });
  });

  it('reads anything malformed as the default', () => {
    expect(parseNotificationParams(new URLSearchParams('group=chat&unread=yes&page=-2'))).toEqual({ page: 1, group: undefined, unread: false });
    expect(parsePageParams(new URLSearchParams('page=1.5'))).toEqual({ page: 1 });
    expect(parsePageParams(new URLSearchParams('page=abc'))).toEqual({ page: 1 });
    expect(parsePageParams(new URLSearchParams('page=7'))).toEqual({ page: 7 });
  });
});
