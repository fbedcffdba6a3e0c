import { describe, expect, it } from 'vitest';
import type { UnreadCounts } from './schemas/notifications.ts';
import { backoffDelay, InboxConnection, type InboxSocketLike } from './inbox-connection.ts';

class FakeSocket implements InboxSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** Timers run by hand: `advance` moves the clock and fires what is due, in order. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    pending: () => [...timers.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = until;
    },
  };
}

const counts = (total: number): UnreadCounts => ({ total, offer: total, negotiation: 0, announcement: 0 });

function setup(random = () => 0.5) {
  const clock = fakeClock();
  const sockets: FakeSocket[] = [];
  const unread: number[] = [];
  const ended: string[] = [];
  let reconnected = 0;
  const connection = new InboxConnection({
    url: 'ws://test/api/notifications/socket',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onUnread: (c) => unread.push(c.total),
    onReconnected: () => (reconnected += 1),
    onEnded: (reason) => ended.push(reason),
    pingMs: 25_000,
    pongTimeoutMs: 10_000,
    minBackoffMs: 1_000,
    maxBackoffMs: 30_000,
    random,
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
  });
  return { clock, sockets, unread, ended, connection, reconnected: () => reconnected };
}

describe('backoffDelay', () => {
  it('doubles its ceiling per attempt up to the maximum, never under half the minimum', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => backoffDelay(attempt, 1_000, 30_000, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 30_000]);
    expect([0, 5, 10].map((attempt) => backoffDelay(attempt, 1_000, 30_000, () => 0))).toEqual([500, 500, 500]);
  });

  it('spreads clients dropped together over the window', () => {
    const delays = [0, 0.25, 0.5, 0.75, 0.99].map((r) => backoffDelay(4, 1_000, 30_000, () => r));
    expect(new Set(delays).size).toBe(delays.length);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(500);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(16_000);
  });
});

describe('InboxConnection', () => {
  it('passes every unread frame on and ignores pongs and garbage', () => {
    const { sockets, unread, connection } = setup();
    connection.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'unread', unread: counts(2) });
    sockets[0]!.receive({ type: 'pong' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    sockets[0]!.receive({ type: 'unread', unread: { total: -1 } });
    sockets[0]!.receive({ type: 'unread', unread: counts(3) });
    expect(unread).toEqual([2, 3]);
    expect(connection.state).toBe('open');
  });

  it('pings every 25 s while frames come, and drops a socket silent past the pong timeout', () => {
    const { clock, sockets, connection } = setup();
    connection.start();
    sockets[0]!.open();
    clock.advance(25_000);
    expect(sockets[0]!.sent).toEqual(['{"type":"ping"}']);
    sockets[0]!.receive({ type: 'pong' });
    clock.advance(25_000);
    expect(sockets[0]!.sent).toHaveLength(2);
    // No pong to the second ping: at the third tick (35 s after the last frame) it is dead.
    clock.advance(25_000);
    expect(sockets[0]!.closed).toBe(true);
    expect(connection.state).toBe('offline');
  });

  it('reconnects with growing delays after drops, resets after an open, and refreshes on reconnect', () => {
    const { clock, sockets, connection, reconnected } = setup(() => 1);
    connection.start();
    sockets[0]!.open();
    sockets[0]!.serverClose(1006);
    expect(clock.pending()).toEqual([1_000]);
    clock.advance(1_000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverClose(1006);
    expect(clock.pending()).toEqual([2_000]);
    clock.advance(2_000);
    sockets[2]!.serverClose(1006);
    expect(clock.pending()).toEqual([4_000]);
    clock.advance(4_000);
    expect(reconnected()).toBe(0);
    sockets[3]!.open();
    expect(reconnected()).toBe(1);
    // Back to the first delay after a successful open.
    sockets[3]!.serverClose(1001);
    expect(clock.pending()).toEqual([1_000]);
  });

  it('a socket that cannot be created (offline) waits for its retry; retryNow goes at once', () => {
    const clock = fakeClock();
    let offline = true;
    const sockets: FakeSocket[] = [];
    const connection = new InboxConnection({
      url: 'ws://x',
      createSocket: () => {
        if (offline) throw new Error('offline');
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      onUnread: () => {},
      random: () => 1,
      minBackoffMs: 1_000,
      now: clock.now,
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
    });
    connection.start();
    expect(connection.state).toBe('offline');
    offline = false;
    connection.retryNow();
    expect(sockets).toHaveLength(1);
    expect(clock.pending()).toEqual([]);
  });

  it('stops for good on 4401 and says so once; no retry is scheduled', () => {
    const { clock, sockets, ended, connection } = setup();
    connection.start();
    sockets[0]!.open();
    sockets[0]!.serverClose(4401);
    expect(connection.state).toBe('ended');
    expect(ended).toEqual(['unauthenticated']);
    clock.advance(120_000);
    expect(sockets).toHaveLength(1);
    connection.stop();
    expect(ended).toEqual(['unauthenticated']);
  });

  it('stop closes the socket and cancels the pings and retries', () => {
    const { clock, sockets, ended, connection } = setup();
    connection.start();
    sockets[0]!.open();
    connection.stop();
    expect(sockets[0]!.closed).toBe(true);
    expect(ended).toEqual(['stopped']);
    expect(clock.pending()).toEqual([]);
  });
});
