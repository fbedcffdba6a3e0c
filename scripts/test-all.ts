// npm test: every suite, stage by stage, with each stage's time (what `./bizmatch test` and CI run).
//
// Stages of one step run side by side where one alone leaves a core idle: the type check and
// ESLint are one process each; the chat fault test, the cluster test and the build wait on servers
// and PostgreSQL much of the time (on two cores they took 31 + 60 + 14 s one after another, 75 s
// side by side). A side-by-side stage's output is kept and printed whole when it ends, so two
// outputs never interleave. The first failing step stops the run; the table of times is printed
// either way (the README's "How long the tests take" quotes it).
import { spawn } from 'node:child_process';
import path from 'node:path';

const STEPS: string[][] = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:pg'],
  ['test:chat-fault', 'test:cluster', 'build'],
  ['size'],
  ['test:e2e'],
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

const only = process.argv.slice(2);
const steps = only.length ? STEPS.map((step) => step.filter((s) => only.includes(s))).filter((step) => step.length) : STEPS;
const times: Timed[] = [];
const started = performance.now();
let failed = false;
for (const step of steps) {
  const results = await Promise.all(step.map((stage) => run(stage, step.length === 1)));
  times.push(...results);
  if (results.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
const total = (performance.now() - started) / 1000;
const min = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log('\n| stage | time (m:ss) | result |\n|---|--:|---|');
for (const t of times) console.log(`| ${t.stage} | ${min(t.seconds)} | ${t.ok ? 'passed' : 'FAILED'} |`);
console.log(`| all (side-by-side stages overlap) | ${min(total)} | ${failed ? 'FAILED' : 'passed'} |`);
process.exit(failed ? 1 : 0);
