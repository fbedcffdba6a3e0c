// The browser tests' data: `node scripts/e2e-data.ts <template dir> <suite dir>`.
//
// Every browser suite starts its server on a fresh PGlite database holding the demo world
// (playwright.config.ts). Seeding it costs each server most of its start; the demo world is
// the same for all of them, so the first suite to get here seeds it once into the run's
// template directory (migrations, reference data, demo world, its images), and every suite's
// data directory is a copy of that template. Suites still never share a database.
//
// `node scripts/e2e-data.ts <template dir>` (no suite) seeds the template anew and stops: the
// full test run does this ahead, beside the chat fault and cluster tests, so that no browser suite
// waits on it (scripts/test-all.ts).
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { openDatabase } from '../src/server/db/client.ts';
import { seedOnFirstStart } from '../src/server/seed/seed.ts';
import { imageStoreFor } from '../src/server/modules/images/image-store.ts';

const [templateArg, suiteArg] = process.argv.slice(2);
if (!templateArg) {
  console.error('usage: node scripts/e2e-data.ts <template dir> [<suite dir>]');
  process.exit(2);
}
const templateDir: string = templateArg;

const readyMarker = path.join(templateDir, 'READY');

async function buildTemplate(): Promise<void> {
  rmSync(templateDir, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: templateDir });
  try {
    await handle.migrate();
    await seedOnFirstStart(handle.db, { demo: true, imageStore: imageStoreFor({ DATA_DIR: templateDir }) });
  } finally {
    await handle.close();
  }
  writeFileSync(readyMarker, new Date().toISOString());
}

if (!suiteArg) {
  // Ahead of the run: a template an earlier run left would hold that day's demo world.
  await buildTemplate();
  process.exit(0);
}
const suiteDir: string = suiteArg;

if (!existsSync(readyMarker)) {
  // One builder at a time; the others wait here and then find the marker.
  mkdirSync(path.dirname(templateDir), { recursive: true });
  const release = await lockfile.lock(path.dirname(templateDir), {
    lockfilePath: `${templateDir}.building`,
    realpath: false,
    retries: { retries: 1200, minTimeout: 100, maxTimeout: 250 },
  });
  try {
    if (!existsSync(readyMarker)) await buildTemplate();
  } finally {
    await release();
  }
}

rmSync(suiteDir, { recursive: true, force: true });
rmSync(`${suiteDir}.lock`, { recursive: true, force: true });
cpSync(templateDir, suiteDir, { recursive: true, filter: (source) => source !== readyMarker });
