import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = /^\s*(?:import|export)\b[^'";]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;

/** Every server file `file` reaches through its relative imports (type imports included), itself too. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !file.startsWith(SERVER)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), (m[1] ?? m[2])!);
    if (target.endsWith('.ts')) reachable(target, seen);
  }
  return seen;
}

// docs/decisions/038-events-publish-modules-subscribe.md: the event log is below every module that subscribes to it.
describe('the events module', () => {
  it('reaches nothing of the notifications, announcements, deadlines, e-mail or chat modules', () => {
    const files = [...reachable(path.join(SERVER, 'modules/events/events.service.ts'))].map((f) => path.relative(SERVER, f));
    expect(files).toContain('modules/events/events.repository.ts');
    expect(files.filter((f) => /^modules\/(notifications|announcements|deadlines|email|chat)\//.test(f))).toEqual([]);
  });
});
