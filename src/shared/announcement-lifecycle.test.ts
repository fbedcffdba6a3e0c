import { describe, expect, it } from 'vitest';
import { actorOf } from './transition-table.ts';
import { ANNOUNCEMENT_ACTIONS, ANNOUNCEMENT_TRANSITIONS, announcementState, nextAnnouncementState, type AnnouncementState } from './announcement-lifecycle.ts';

const FROM: (AnnouncementState | null)[] = [null, 'scheduled', 'published', 'withdrawn'];

describe('announcement state machine', () => {
  it('allows exactly the transitions of docs/product/notifications.md#announcements-notification-groups', () => {
    const table: Record<string, string | null> = {};
    for (const from of FROM) for (const action of ANNOUNCEMENT_ACTIONS) table[`${from ?? 'new'} ${action}`] = nextAnnouncementState(from, action);
    expect(table).toEqual({
      'new create': 'scheduled', 'new update': null, 'new publish': null, 'new withdraw': null,
      'scheduled create': null, 'scheduled update': 'scheduled', 'scheduled publish': 'published', 'scheduled withdraw': 'withdrawn',
      'published create': null, 'published update': null, 'published publish': null, 'published withdraw': 'withdrawn',
      'withdrawn create': null, 'withdrawn update': null, 'withdrawn publish': null, 'withdrawn withdraw': null,
    });
  });

  it('names one actor per action: the operator writes and withdraws, the clock publishes', () => {
    for (const action of ANNOUNCEMENT_ACTIONS) {
      const actors = new Set(ANNOUNCEMENT_TRANSITIONS.filter((row) => row.action === action).map((row) => row.actor));
      expect([...actors], action).toEqual([actorOf(ANNOUNCEMENT_TRANSITIONS, action)]);
    }
    expect(actorOf(ANNOUNCEMENT_TRANSITIONS, 'publish')).toBe('clock');
    expect(actorOf(ANNOUNCEMENT_TRANSITIONS, 'withdraw')).toBe('operator');
  });

  it('holds one row per (from, action)', () => {
    const keys = ANNOUNCEMENT_TRANSITIONS.map((row) => `${row.from} ${row.action}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('derives the state from the times: withdrawn wins, then published', () => {
    const at = new Date('2026-03-02T03:00:00Z');
    expect(announcementState({ publishedAt: null, withdrawnAt: null })).toBe('scheduled');
    expect(announcementState({ publishedAt: at, withdrawnAt: null })).toBe('published');
    expect(announcementState({ publishedAt: at, withdrawnAt: at })).toBe('withdrawn');
    expect(announcementState({ publishedAt: null, withdrawnAt: at })).toBe('withdrawn');
  });
});
