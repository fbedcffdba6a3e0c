import { describe, expect, it } from 'vitest';
import { ChatConnection, type ChatConnectionState, type ChatSocketLike, SEND_WINDOW } from './chat-connection.ts';
import type { ChatClientFrame, ChatMessage, ChatServerFrame } from './schemas/chat.ts';

/** A socket the test drives: it records what the client sent and plays the server's frames. */
class FakeSocket implements ChatSocketLike {
  readyState = 0;
  sent: ChatClientFrame[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  serverSays(frame: ChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  frames(type: ChatClientFrame['type']) {
    return this.sent.filter((f) => f.type === type);
  }
}

/** Timers the test runs by hand. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { fn, ms });
      return id;
    },
    clearTimeout: (id: unknown) => void pending.delete(id as number),
    delays: () => [...pending.values()].map((p) => p.ms),
    /** Runs every pending timer once (those they schedule wait for the next call). */
    runAll() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.fn();
    },
  };
}

const ROOM = {
  trading_id: '00000000-0000-4000-8000-000000000001',
  opened_at: '2026-11-01T00:00:00.000Z',
  closed_at: null,
  last_seq: 0,
  may_write: true,
  my_last_read_seq: 0,
  receipts: [],
};

let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

function message(seq: number, clientId = newId()): ChatMessage {
  return {
    seq,
    client_id: clientId,
    sender: { user_id: '00000000-0000-4000-8000-0000000000aa', name: 'Tanaka', organisation_name: 'Tanaka Precision', side: 'applicant' },
    body: `message ${seq}`,
    attachment: null,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

function setup(after = 0) {
  const sockets: FakeSocket[] = [];
  const received: number[] = [];
  const states: Array<[ChatConnectionState, number]> = [];
  const ended: string[] = [];
  const timers = manualTimers();
  const connection = new ChatConnection({
    url: 'ws://localhost/api/negotiations/x/chat/socket',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    after,
    onMessage: (m) => received.push(m.seq),
    onState: (state, queued) => states.push([state, queued]),
    onEnded: (reason) => ended.push(reason),
    random: () => 1,
    newId,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  });
  const current = () => sockets[sockets.length - 1]!;
  return { connection, sockets, current, received, states, ended, timers };
}

describe('ChatConnection', () => {
  it('says the last seq it holds in hello, on the first connect and on every reconnect', () => {
    const { connection, current, sockets, timers } = setup(7);
    connection.start();
    current().open();
    expect(current().sent[0]).toEqual({ type: 'hello', after: 7 });
    current().serverSays({ type: 'ready', room: ROOM });
    current().serverSays({ type: 'message', message: message(8) });
    current().serverSays({ type: 'message', message: message(9) });
    current().serverCloses();
    expect(connection.state).toBe('offline');
    timers.runAll();
    expect(sockets).toHaveLength(2);
    current().open();
    expect(current().sent[0]).toEqual({ type: 'hello', after: 9 });
  });

  it('delivers each message once and in order: replays and acks of messages it holds are dropped', () => {
    const { connection, current, received } = setup();
    connection.start();
    current().open();
    for (const seq of [1, 2, 2, 1, 3]) current().serverSays({ type: 'message', message: message(seq) });
    current().serverSays({ type: 'ack', client_id: newId(), message: message(3) });
    current().serverSays({ type: 'ack', client_id: newId(), message: message(4) });
    current().serverSays({ type: 'message', message: message(4) });
    expect(received).toEqual([1, 2, 3, 4]);
    expect(connection.lastSeqHeld).toBe(4);
  });

  it('never shows a gap: a message after a missing one makes it reconnect and ask again', () => {
    const { connection, current, sockets, received, timers } = setup();
    connection.start();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    current().serverSays({ type: 'message', message: message(1) });
    current().serverSays({ type: 'message', message: message(3) });
    expect(received).toEqual([1]);
    expect(sockets[0]!.closed).toBe(true);
    timers.runAll();
    current().open();
    expect(current().sent[0]).toEqual({ type: 'hello', after: 1 });
  });

  it('queues messages while offline and sends them again, same client id, after each reconnect until acked', () => {
    const { connection, current, timers, states } = setup();
    connection.start();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    current().serverCloses();
    const a = connection.send({ body: 'こんにちは' });
    const b = connection.send({ body: 'สวัสดีครับ' });
    expect(states.at(-1)).toEqual(['offline', 2]);
    timers.runAll();
    current().open();
    expect(current().frames('send')).toEqual([]); // not before the replay is over
    current().serverSays({ type: 'ready', room: ROOM });
    expect(current().frames('send').map((f) => f.type === 'send' && f.client_id)).toEqual([a, b]);
    current().serverSays({ type: 'ack', client_id: a, message: message(1, a) });
    // Dropped before b's ack: b goes again, a does not.
    current().serverCloses();
    timers.runAll();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    expect(current().frames('send').map((f) => f.type === 'send' && f.client_id)).toEqual([b]);
    current().serverSays({ type: 'ack', client_id: b, message: message(2, b) });
    expect(connection.pending).toEqual([]);
    expect(states.at(-1)).toEqual(['live', 0]);
  });

  it('drops a refused message from the queue and reports why', () => {
    const nacks: string[] = [];
    const sockets: FakeSocket[] = [];
    const connection = new ChatConnection({
      url: 'ws://x',
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      onMessage: () => undefined,
      onNack: (_id, code) => nacks.push(code),
      newId,
    });
    connection.start();
    sockets[0]!.open();
    sockets[0]!.serverSays({ type: 'ready', room: ROOM });
    const id = connection.send({ body: 'late' });
    sockets[0]!.serverSays({ type: 'nack', client_id: id, code: 'chat_closed', message: 'closed' });
    expect(nacks).toEqual(['chat_closed']);
    expect(connection.pending).toEqual([]);
    connection.stop();
  });

  it('sends a message the server found too fast again later instead of dropping it', () => {
    const { connection, current, timers } = setup();
    connection.start();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    const id = connection.send({ body: 'one of many' });
    current().serverSays({ type: 'nack', client_id: id, code: 'rate_limited', message: 'slow down' });
    expect(connection.pending.map((m) => m.client_id)).toEqual([id]);
    timers.runAll();
    expect(current().frames('send').map((f) => f.type === 'send' && f.client_id)).toEqual([id, id]);
  });

  it('has at most SEND_WINDOW messages on the way: a long queue goes as the server answers, not at once', () => {
    const { connection, current, timers } = setup();
    connection.start();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    current().serverCloses();
    const ids = Array.from({ length: SEND_WINDOW + 5 }, (_, i) => connection.send({ body: `queued ${i}` }));
    timers.runAll();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    const sent = () => current().frames('send').map((f) => f.type === 'send' && f.client_id);
    expect(sent()).toEqual(ids.slice(0, SEND_WINDOW));
    // One answered (acknowledged, refused, or found too fast): the next goes.
    current().serverSays({ type: 'ack', client_id: ids[0]!, message: message(1, ids[0]) });
    expect(sent()).toEqual(ids.slice(0, SEND_WINDOW + 1));
    current().serverSays({ type: 'nack', client_id: ids[1]!, code: 'chat_closed', message: 'closed' });
    expect(sent()).toEqual(ids.slice(0, SEND_WINDOW + 2));
    current().serverSays({ type: 'nack', client_id: ids[2]!, code: 'rate_limited', message: 'slow down' });
    expect(sent()).toEqual(ids.slice(0, SEND_WINDOW + 3));
    // The one found too fast goes again after its pause, behind the window like any other.
    for (const id of ids.slice(3, 6)) current().serverSays({ type: 'ack', client_id: id, message: message(ids.indexOf(id) - 1, id) });
    timers.runAll();
    expect(sent().filter((id) => id === ids[2])).toHaveLength(2);
    // Every other message went once.
    expect(sent()).toHaveLength(ids.length + 1);
    expect(new Set(sent()).size).toBe(ids.length);
  });

  it('sends a queued message once per socket: a reconnect sends what was on the way again, from a fresh window', () => {
    const { connection, current, timers } = setup();
    connection.start();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    const ids = Array.from({ length: SEND_WINDOW + 2 }, (_, i) => connection.send({ body: `m ${i}` }));
    expect(current().frames('send')).toHaveLength(SEND_WINDOW);
    current().serverCloses();
    timers.runAll();
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    expect(current().frames('send').map((f) => f.type === 'send' && f.client_id)).toEqual(ids.slice(0, SEND_WINDOW));
  });

  it('backs off exponentially up to the ceiling, and starts again from the floor once live', () => {
    const { connection, current, timers } = setup();
    connection.start();
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      current().serverCloses();
      delays.push(...timers.delays());
      timers.runAll();
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    current().open();
    current().serverSays({ type: 'ready', room: ROOM });
    current().serverCloses();
    expect(timers.delays()).toEqual([500]);
  });

  it('drops a connection that shows no frame for a heartbeat and the pong timeout', () => {
    let clock = 0;
    const realNow = Date.now;
    Date.now = () => clock;
    try {
      const { connection, current, sockets, timers } = setup();
      connection.start();
      current().open();
      current().serverSays({ type: 'ready', room: ROOM });
      clock = 15_000;
      timers.runAll(); // heartbeat: ping
      expect(current().frames('ping')).toHaveLength(1);
      current().serverSays({ type: 'pong' });
      clock = 30_000;
      timers.runAll(); // still alive: the pong came
      expect(sockets[0]!.closed).toBe(false);
      clock = 56_000;
      timers.runAll(); // nothing since 15 s: dead
      expect(sockets[0]!.closed).toBe(true);
      expect(connection.state).toBe('offline');
    } finally {
      Date.now = realNow;
    }
  });

  it('ends for good when the session ended (4401) or the room is not the viewer\'s (4404)', () => {
    for (const [code, reason] of [
      [4401, 'unauthenticated'],
      [4404, 'not_found'],
    ] as const) {
      const { connection, current, sockets, ended, timers } = setup();
      connection.start();
      current().open();
      current().serverCloses(code);
      timers.runAll();
      expect(sockets).toHaveLength(1);
      expect(connection.state).toBe('ended');
      expect(ended).toEqual([reason]);
    }
  });
});
