// How the chat bench's figures grow between two runs ("cost growth"): reads two
// `bench/.data/chat-<clients>-<rate>.json` files written by `npm run bench:chat` (the second with
// more clients) and prints, for each setup both ran, each figure at both sizes, the ratio, and
// whether it grew faster than it should. Asserts nothing; prints.
//
//   node bench/chat-growth.ts bench/.data/chat-100-5.json bench/.data/chat-1000-50.json
//
// What "should" means: a total (server CPU a second, deliveries) is expected to grow with the
// message rate; a figure per message (latency, CPU ms a message, statements a message) is expected
// to stay flat; a figure per client (memory a client, connect time a client) too. A figure is
// flagged when it grows more than 25 % beyond that.
import { readFileSync } from 'node:fs';

interface SetupResult {
  setup: string;
  servers: number;
  measuredMessages: number;
  deliveries: number;
  latency: { p50: number; p95: number; p99: number; max: number; n: number };
  ack: { p50: number; p99: number };
  connectS: number;
  clientLoopDelayP99: number;
  load1: number;
  cost?: { serverCpuMs: number; dbCpuMs: number; windowMs: number; rssIdleKiB: number; rssConnectedKiB: number; idleCpuPercent?: number };
  statements?: { count: number; waitedMs: number };
}
interface Run {
  at: string;
  clients: number;
  rate: number;
  durationS: number;
  results: SetupResult[];
}

const files = process.argv.slice(2);
if (files.length !== 2) {
  console.error('usage: node bench/chat-growth.ts <smaller run>.json <larger run>.json (files that npm run bench:chat wrote under bench/.data/)');
  process.exit(2);
}
const [small, large] = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Run) as [Run, Run];
const clientRatio = large.clients / small.clients;
const rateRatio = large.rate / small.rate;

/** What a figure is expected to do when the clients grow by clientRatio and the rate by rateRatio. */
type Kind = 'flat' | 'rate';
interface Figure {
  name: string;
  kind: Kind;
  unit: string;
  of: (r: SetupResult, run: Run) => number | undefined;
}
const perMessage = (r: SetupResult, total: number | undefined) => (total === undefined ? undefined : total / r.measuredMessages);
const FIGURES: Figure[] = [
  { name: 'delivery p50', kind: 'flat', unit: 'ms', of: (r) => r.latency.p50 },
  { name: 'delivery p95', kind: 'flat', unit: 'ms', of: (r) => r.latency.p95 },
  { name: 'delivery p99', kind: 'flat', unit: 'ms', of: (r) => r.latency.p99 },
  { name: 'delivery p50 / baseline p50', kind: 'flat', unit: '', of: (r, run) => overBaseline(r, run, (x) => x.latency.p50) },
  { name: 'delivery p99 / baseline p99', kind: 'flat', unit: '', of: (r, run) => overBaseline(r, run, (x) => x.latency.p99) },
  { name: 'ack p50', kind: 'flat', unit: 'ms', of: (r) => r.ack.p50 },
  { name: 'ack p99', kind: 'flat', unit: 'ms', of: (r) => r.ack.p99 },
  { name: 'server CPU (all servers)', kind: 'rate', unit: '% of a core', of: (r) => (r.cost ? (100 * r.cost.serverCpuMs) / r.cost.windowMs : undefined) },
  { name: 'server CPU a message', kind: 'flat', unit: 'ms', of: (r) => perMessage(r, r.cost?.serverCpuMs) },
  { name: 'server CPU, connected and silent', kind: 'flat', unit: '% of a core', of: (r) => r.cost?.idleCpuPercent },
  {
    name: 'server CPU a message beyond silent',
    kind: 'flat',
    unit: 'ms',
    of: (r) => (r.cost?.idleCpuPercent === undefined ? undefined : perMessage(r, r.cost.serverCpuMs - (r.cost.idleCpuPercent / 100) * r.cost.windowMs)),
  },
  { name: 'PostgreSQL CPU (this database)', kind: 'rate', unit: '% of a core', of: (r) => (r.cost && r.servers > 0 && r.setup !== 'baseline' ? (100 * r.cost.dbCpuMs) / r.cost.windowMs : undefined) },
  { name: 'PostgreSQL CPU a message', kind: 'flat', unit: 'ms', of: (r) => (r.setup === 'baseline' ? undefined : perMessage(r, r.cost?.dbCpuMs)) },
  { name: 'statements a message', kind: 'flat', unit: '', of: (r) => perMessage(r, r.statements?.count) },
  { name: 'database wait a message', kind: 'flat', unit: 'ms', of: (r) => perMessage(r, r.statements?.waitedMs) },
  { name: 'server RSS, no clients', kind: 'flat', unit: 'MiB', of: (r) => (r.cost ? r.cost.rssIdleKiB / 1024 : undefined) },
  { name: 'server RSS, all connected', kind: 'rate', unit: 'MiB', of: (r) => (r.cost ? r.cost.rssConnectedKiB / 1024 : undefined) },
  { name: 'server memory a client', kind: 'flat', unit: 'KiB', of: (r) => (r.cost ? (r.cost.rssConnectedKiB - r.cost.rssIdleKiB) / clientsOf(r) : undefined) },
  { name: 'connect time a client', kind: 'flat', unit: 'ms', of: (r) => (1000 * r.connectS) / clientsOf(r) },
  { name: 'bench client loop delay p99', kind: 'flat', unit: 'ms', of: (r) => r.clientLoopDelayP99 },
  { name: 'machine load (1 min)', kind: 'flat', unit: '', of: (r) => r.load1 },
];
function clientsOf(r: SetupResult): number {
  return (small.results.includes(r) ? small : large).clients;
}
/** A latency over the same run's baseline (bare ws): what is left when the load on the machine is divided out. */
function overBaseline(r: SetupResult, run: Run, pick: (x: SetupResult) => number): number | undefined {
  const base = run.results.find((x) => x.setup === 'baseline');
  return base && r.setup !== 'baseline' ? pick(r) / pick(base) : undefined;
}

const fmt = (n: number | undefined, digits = 2) => (n === undefined || !Number.isFinite(n) ? '–' : n.toFixed(digits));
console.log(
  `chat cost growth: ${small.clients} → ${large.clients} clients (×${fmt(clientRatio, 1)}), ${small.rate} → ${large.rate} messages/s (×${fmt(rateRatio, 1)}); ` +
    `runs of ${small.at} and ${large.at}, ${small.durationS} s and ${large.durationS} s measured`,
);
console.log(`expected: totals ×${fmt(rateRatio, 1)} (with the rate), figures a message or a client ×1; flagged: more than 25 % beyond that\n`);
for (const a of small.results) {
  const b = large.results.find((r) => r.setup === a.setup);
  if (!b) continue;
  console.log(`${a.setup} (${a.servers} server${a.servers === 1 ? '' : 's'}):`);
  console.log('| figure | unit | ' + `${small.clients} clients | ${large.clients} clients | growth | expected | |`);
  console.log('|---|---|--:|--:|--:|--:|---|');
  for (const f of FIGURES) {
    const x = f.of(a, small);
    const y = f.of(b, large);
    if (x === undefined || y === undefined) continue;
    const growth = y / x;
    const expected = f.kind === 'rate' ? rateRatio : 1;
    const flag = Number.isFinite(growth) && growth > expected * 1.25 ? 'faster' : '';
    console.log(`| ${f.name} | ${f.unit} | ${fmt(x)} | ${fmt(y)} | ×${fmt(growth)} | ×${fmt(expected, 0)} | ${flag} |`);
  }
  console.log('');
}
