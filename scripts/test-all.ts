// npm test: every suite, stage by stage, with each stage's time (what `./bizmatch test` and CI run).
//
// A step's lanes run side by side; a lane's stages one after another. Lanes share a step where one
// alone leaves a core idle: the type check and ESLint are one process each, and the unit suites
// start when the type check ends, beside the last 40 s of ESLint; the chat fault test and
// the cluster test wait on servers and PostgreSQL much of the time, and the build, its size budget
// and the browser suites' demo world fill the rest of that step (the cluster test ran alone for its
// last 40 s with a core a quarter idle). With the build beside the type check and ESLint instead,
// ESLint, the longest of the three, took 143 s instead of 104 and the run gained nothing.
// A side-by-side stage's output is kept and printed whole when it ends, so two outputs never
// interleave. The first failing step stops the run; the table of times is printed either way (the
// README's "How long the tests take" quotes it).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const STEPS: string[][][] = [
  [['typecheck', 'test:unit'], ['lint']],
  [['test:pg']],
  [['test:chat-fault'], ['test:cluster'], ['build', 'size', 'e2e:template']],
  [['test:e2e']],
];

interface Timed {
  stage: string;
  seconds: number;
  ok: boolean;
}

function run(stage: string, alone: boolean): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n── ${stage} ──\n${Buffer.concat(kept).toString()}`);
      console.log(`test: ${stage} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
      resolve({ stage, seconds, ok: code === 0 });
    });
  });
}

// Every Node process of the run (the stages, their workers, the servers the tests start) keeps
// V8's compiled code in one cache and starts from it: a server of the browser tests
// was ready in 4.2–4.5 s against 4.9–5.1 s, tests/api/process.test.ts took 83–86 s against 88–97
// (2026-11-29, a two-core VM). The cache is keyed by each file's content, so a changed file is
// compiled again.
process.env.NODE_COMPILE_CACHE ??= path.resolve('.tmp/node-compile-cache');
// The browser suites' demo world, seeded ahead by the stage e2e:template (scripts/e2e-data.ts) into
// a directory of this run's own, instead of by the first suite while the other worker waits on it.
// Those an interrupted run left go first.
for (const name of existsSync('.tmp') ? readdirSync('.tmp') : []) {
  if (name.startsWith('e2e-template-')) rmSync(path.join('.tmp', name), { recursive: true, force: true });
}
process.env.E2E_TEMPLATE_DIR ??= path.resolve(`.tmp/e2e-template-${process.pid}`);

const only = process.argv.slice(2);
const steps = only.length
  ? STEPS.map((step) => step.map((lane) => lane.filter((s) => only.includes(s))).filter((lane) => lane.length)).filter((step) => step.length)
  : STEPS;
const times: Timed[] = [];
const started = performance.now();
let failed = false;
/** A lane's stages in turn, stopping at the first that fails. */
async function runLane(lane: string[], alone: boolean): Promise<Timed[]> {
  const results: Timed[] = [];
  for (const stage of lane) {
    const result = await run(stage, alone);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}
for (const step of steps) {
  const results = (await Promise.all(step.map((lane) => runLane(lane, step.length === 1)))).flat();
  times.push(...results);
  if (results.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
rmSync(process.env.E2E_TEMPLATE_DIR, { recursive: true, force: true });
const total = (performance.now() - started) / 1000;
const min = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
console.log('\n| stage | time (m:ss) | result |\n|---|--:|---|');
for (const t of times) console.log(`| ${t.stage} | ${min(t.seconds)} | ${t.ok ? 'passed' : 'FAILED'} |`);
console.log(`| all (side-by-side stages overlap) | ${min(total)} | ${failed ? 'FAILED' : 'passed'} |`);
process.exit(failed ? 1 : 0);
