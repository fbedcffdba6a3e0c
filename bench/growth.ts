// How each search figure grows between two runs of bench/search.bench.ts (usually the same code
// at two data sizes): per scenario, the data's factor and the factors of SQL p50/p95 and API p95,
// each marked when it grows faster than the data. Prints; asserts nothing.
//
//   node bench/growth.ts bench/.data/search-postgres-100000.json bench/.data/search-postgres-1000000.json
import { readFile } from 'node:fs/promises';

interface Figures {
  p50: number;
  p95: number;
}
interface Run {
  date: string;
  engine: string;
  count: number;
  floor: Figures;
  results: { scenario: string; total: number; totalCapped: boolean; api: Figures; sql: Figures }[];
}

const files = process.argv.slice(2);
if (files.length !== 2) {
  console.error('usage: node bench/growth.ts <smaller run>.json <larger run>.json');
  process.exit(2);
}
const [small, large] = (await Promise.all(files.map(async (f) => JSON.parse(await readFile(f, 'utf8')) as Run))) as [Run, Run];
const data = large.count / small.count;

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
/** A factor, marked `!` when it grows faster than the data. */
const factor = (from: number, to: number) => {
  const f = to / from;
  return `×${f.toFixed(2)}${f > data ? '!' : ' '}`;
};
const total = (r: { total: number; totalCapped: boolean }) => `${r.total.toLocaleString('en')}${r.totalCapped ? '+' : ''}`;

console.log(`${small.count.toLocaleString('en')} offers (${small.date}) → ${large.count.toLocaleString('en')} offers (${large.date}); data ×${data.toFixed(2)}`);
console.log(`${small.engine}\n`);
const widths = [48, 14, 16, 16, 16, 8, 8, 8];
const row = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '));
row(['scenario', 'total', 'SQL p50', 'SQL p95', 'API p95', '×SQL p50', '×SQL p95', '×API p95']);
const floor = { scenario: 'API floor (GET /api/csrf)', api: large.floor, sql: null };
row([floor.scenario, '', '', '', `${fmt(small.floor.p95)} → ${fmt(large.floor.p95)}`, '', '', factor(small.floor.p95, large.floor.p95)]);
let faster = 0;
for (const b of large.results) {
  const a = small.results.find((r) => r.scenario === b.scenario);
  if (!a) {
    row([b.scenario, total(b), '(not in the smaller run)', '', '', '', '', '']);
    continue;
  }
  const factors = [b.sql.p50 / a.sql.p50, b.sql.p95 / a.sql.p95, b.api.p95 / a.api.p95];
  if (factors.some((f) => f > data)) faster++;
  row([
    b.scenario,
    `${total(a)} → ${total(b)}`,
    `${fmt(a.sql.p50)} → ${fmt(b.sql.p50)}`,
    `${fmt(a.sql.p95)} → ${fmt(b.sql.p95)}`,
    `${fmt(a.api.p95)} → ${fmt(b.api.p95)}`,
    factor(a.sql.p50, b.sql.p50),
    factor(a.sql.p95, b.sql.p95),
    factor(a.api.p95, b.api.p95),
  ]);
}
console.log(`\n(milliseconds; ! = grows faster than the data (×${data.toFixed(2)}); ${faster} scenario(s) with such a figure)`);
