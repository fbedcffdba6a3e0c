// The chat benchmark's baseline: a bare `ws` broadcast server that stores nothing. It answers the
// socket protocol's frames just enough for the one client class (src/shared/chat-connection.ts)
// to run unchanged — `hello` → `ready`, `send` → `ack` to the sender and `message` to every socket
// of the room, `ping` → `pong` — numbering each room's messages in memory. No database, no
// session lookup (the cookie is looked up in a map the bench wrote), no validation beyond
// JSON.parse: the floor a real server's latency is compared with.
//
//   node bench/chat-baseline-server.ts --port 4000 --senders <file.json>   (started by chat.bench.ts)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChatClientFrame, ChatServerFrame } from '../src/shared/schemas/chat.ts';

/** What the bench writes for the baseline: each session token's sender, as the real server would present it. */
export interface BaselineSenders {
  origin: string;
  openedAt: string;
  senders: Record<string, { user_id: string; name: string; organisation_name: string; side: 'offer_company' | 'applicant' | 'coordinator' }>;
}

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' }, senders: { type: 'string' } } });
const world = JSON.parse(readFileSync(String(values.senders), 'utf8')) as BaselineSenders;

interface RoomState {
  seq: number;
  sockets: Set<WebSocket>;
}
const rooms = new Map<string, RoomState>();
const SOCKET_PATH = /^\/api\/negotiations\/([0-9a-f-]{36})\/chat\/socket$/;

const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/api/ready' ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: req.url === '/api/ready' ? 'ready' : 'not_found' }));
});
const wss = new WebSocketServer({ noServer: true });

server.on('upgrade', (req, socket, head) => {
  const tradingId = SOCKET_PATH.exec(req.url ?? '')?.[1];
  const token = /(?:^|;\s*)bizmatch_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const sender = token ? world.senders[token] : undefined;
  if (!tradingId || !sender || req.headers.origin !== world.origin) {
    socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
    return;
  }
  wss.handleUpgrade(req, socket, head, (ws) => {
    let room = rooms.get(tradingId);
    if (!room) rooms.set(tradingId, (room = { seq: 0, sockets: new Set() }));
    const joined = room;
    const send = (frame: ChatServerFrame) => ws.send(JSON.stringify(frame));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatClientFrame;
      if (frame.type === 'hello') {
        joined.sockets.add(ws);
        send({
          type: 'ready',
          room: {
            trading_id: tradingId,
            opened_at: world.openedAt,
            closed_at: null,
            last_seq: joined.seq,
            may_write: true,
            my_last_read_seq: 0,
            receipts: [],
          },
        });
      } else if (frame.type === 'send') {
        joined.seq += 1;
        const message = {
          seq: joined.seq,
          client_id: frame.client_id,
          sender,
          body: frame.body,
          attachment: null,
          created_at: new Date().toISOString(),
        };
        send({ type: 'ack', client_id: frame.client_id, message });
        const text = JSON.stringify({ type: 'message', message } satisfies ChatServerFrame);
        for (const member of joined.sockets) member.send(text);
      } else if (frame.type === 'ping') {
        send({ type: 'pong' });
      }
    });
    ws.on('close', () => joined.sockets.delete(ws));
  });
});

server.listen(Number(values.port), values.host);
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
