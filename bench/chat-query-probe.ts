// Preloaded into a server process by `npm run bench:chat -- --profile` (node --import), never by the
// app itself. It answers where a chat message's latency goes, over the bench's measured window
// only: the bench sends SIGUSR2 when the window opens and again when it closes.
//
// - every statement the server sends through `pg` (pool and transaction clients alike) is timed
//   from the call to its answer, so a wait behind the same connection's earlier statement counts;
// - the CPU is sampled (the inspector's profiler) over the same window.
//
// At the second SIGUSR2 it writes `<CHAT_PROBE_OUT>.queries.json` (by statement: count, total and
// max ms) and `<CHAT_PROBE_OUT>.cpuprofile`.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import pg from 'pg';

export interface QueryProbeEntry {
  statement: string;
  count: number;
  totalMs: number;
  maxMs: number;
}

const out = process.env.CHAT_PROBE_OUT;
const stats = new Map<string, QueryProbeEntry>();
let recording = false;

/** The statement's shape, in one line, without its literal numbers. */
const statementOf = (arg: unknown): string => {
  const text = typeof arg === 'string' ? arg : ((arg as { text?: unknown } | null)?.text ?? '');
  return String(text).replace(/\s+/g, ' ').replace(/\$\d+/g, '$').replace(/\b\d+\b/g, 'N').trim().slice(0, 200);
};

if (out) {
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    if (!recording) return original.apply(this, args);
    const started = performance.now();
    const statement = statementOf(args[0]);
    const done = () => {
      const ms = performance.now() - started;
      const entry = stats.get(statement) ?? { statement, count: 0, totalMs: 0, maxMs: 0 };
      entry.count += 1;
      entry.totalMs += ms;
      entry.maxMs = Math.max(entry.maxMs, ms);
      stats.set(statement, entry);
    };
    // The pool calls with a callback (pool.query), a transaction's client without (a promise).
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = function (this: unknown, ...results: unknown[]) {
        done();
        return (callback as (...a: unknown[]) => unknown).apply(this, results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  };

  const session = new Session();
  session.connect();
  process.on('SIGUSR2', () => {
    if (!recording) {
      stats.clear();
      recording = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    recording = false;
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(`${out}.cpuprofile`, JSON.stringify(result.profile));
      writeFileSync(`${out}.queries.json`, JSON.stringify([...stats.values()].sort((a, b) => b.totalMs - a.totalMs)));
    });
  });
}
