// node scripts/check-imports.ts [--write]
//
// The server's folders import one another one way only (docs/decisions/040-layout-and-import-direction.md).
// Reads every import, export-from and dynamic import() of src/server (test files left out; the
// `typescript` package's pre-processor, so comments and strings never count), builds the folder
// graph (scripts/import-graph.ts) and fails:
// - on a cycle with an arrow not listed in scripts/import-cycles-allowed.txt, naming each cycle's
//   folders and the file-level imports that make its arrows;
// - on a listed arrow no longer on a cycle (the list only shrinks: delete the line);
// - when docs/server-imports.md is not the picture of today's graph (--write regenerates it).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { cycleArrows, cycles, folderGraph, nodeOf, parseAllowed, picture, ratchet, arrow, type FileImport } from './import-graph.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER = 'src/server';
const ALLOWED = 'scripts/import-cycles-allowed.txt';
const PICTURE = 'docs/server-imports.md';

const posix = (p: string) => p.split(path.sep).join('/');
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(rel));
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name)) {
      out.push(rel);
    }
  }
  return out;
}

/** A relative specifier as a file path from the root: as written (the code names `.ts`), else + .ts, else /index.ts. */
function resolve(fromFile: string, specifier: string): string {
  const base = posix(path.join(path.dirname(fromFile), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return base;
}

function fileImports(files: readonly string[]): FileImport[] {
  const out: FileImport[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lineStarts = [0];
    for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
    const lineOf = (pos: number) => {
      let lo = 0;
      let hi = lineStarts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (lineStarts[mid]! <= pos) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    };
    for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const to = resolve(file, ref.fileName);
      if (!to.startsWith(`${SERVER}/`)) continue;
      out.push({ from: file, line: lineOf(ref.pos), to });
    }
  }
  return out;
}

const serverNode = (file: string) => nodeOf(file.slice(SERVER.length + 1));

function main(): number {
  const write = process.argv.includes('--write');
  const files = sourceFiles(SERVER);
  const graph = folderGraph(files.map(serverNode), fileImports(files), serverNode);
  const components = cycles(new Map([...graph].map(([a, targets]) => [a, [...targets.keys()]])));
  const inCycles = cycleArrows(graph, components);
  const problems: string[] = [];

  const allowedText = existsSync(path.join(root, ALLOWED)) ? readFileSync(path.join(root, ALLOWED), 'utf8') : '';
  const allowed = parseAllowed(allowedText);
  for (const e of allowed.errors) problems.push(`${ALLOWED} ${e}`);
  const { unlisted, stale } = ratchet(inCycles, allowed.arrows);

  const unlistedSet = new Set(unlisted);
  for (const component of components) {
    const arrows = inCycles.filter((a) => component.includes(a.split(' -> ')[0]!));
    if (!arrows.some((a) => unlistedSet.has(a))) continue;
    const lines = [`a folder cycle: ${component.join(', ')}`];
    for (const a of component) {
      for (const [b, imports] of [...graph.get(a)!].sort(([x], [y]) => (x < y ? -1 : 1))) {
        if (!component.includes(b)) continue;
        const label = arrow(a, b);
        lines.push(`    ${label}${unlistedSet.has(label) ? '   (not in the allowed list)' : ''}`);
        for (const imp of imports) lines.push(`      ${imp.from}:${imp.line} imports ${imp.to}`);
      }
    }
    lines.push(`  Make the imports go one way (decision 040); ${ALLOWED} lists only cycles being broken today.`);
    problems.push(lines.join('\n'));
  }
  for (const a of stale) {
    problems.push(`${ALLOWED} allows "${a}", which is no longer on a cycle: delete the line (the list only shrinks).`);
  }

  const expected = picture(graph, components);
  const picturePath = path.join(root, PICTURE);
  if (write) {
    writeFileSync(picturePath, expected);
    console.log(`check-imports: wrote ${PICTURE}`);
  } else if (!existsSync(picturePath) || readFileSync(picturePath, 'utf8') !== expected) {
    problems.push(`${PICTURE} is not the picture of today's imports: run node scripts/check-imports.ts --write and commit it.`);
  }

  if (problems.length > 0) {
    for (const p of problems) console.error(`check-imports: ${p}`);
    return 1;
  }
  const note = inCycles.length > 0 ? `; ${inCycles.length} arrows on cycles still allowed by ${ALLOWED}` : '';
  console.log(`check-imports: ${files.length} files, ${graph.size} folders, no new cycle${note}`);
  return 0;
}

process.exitCode = main();
