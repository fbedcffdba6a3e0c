// The folder import graph of src/server and its cycles: pure functions over a list of file-level
// imports, used by scripts/check-imports.ts and its unit test (decision 040).

/** One import of one file by another, both as paths from the repository root. */
export interface FileImport {
  from: string;
  line: number;
  to: string;
}

/** folder → folder it imports → the file-level imports that make the arrow. */
export type FolderGraph = Map<string, Map<string, FileImport[]>>;

/**
 * The node of a file under src/server (`rel` relative to src/server, with `/`): each module of
 * modules/ is one node (`modules/offers`), every other folder one (`db`, `lib`, `plugins`, `idp`,
 * `seed`), and a top-level file its own (`app.ts`, `main.ts`, `jobs.ts`, `env.ts`, `types.ts`).
 */
export function nodeOf(rel: string): string {
  const parts = rel.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0] ?? rel;
}

/** The folder graph of file imports (`nodeOf` of each side; imports inside one node are left out). */
export function folderGraph(nodes: Iterable<string>, imports: readonly FileImport[], node: (file: string) => string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const n of nodes) graph.set(n, new Map());
  for (const imp of imports) {
    const a = node(imp.from);
    const b = node(imp.to);
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    if (!graph.has(b)) graph.set(b, new Map());
    const targets = graph.get(a)!;
    const list = targets.get(b) ?? [];
    list.push(imp);
    targets.set(b, list);
  }
  return graph;
}

/**
 * The strongly connected components with more than one node (Tarjan), each sorted, sorted by their
 * first node: exactly the sets of folders that import each other in a circle, directly or around.
 */
export function cycles(edges: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
}

/** `a -> b`: how an arrow is written in the allowed list and in reports. */
export const arrow = (a: string, b: string) => `${a} -> ${b}`;

/** The arrows inside a cycle (both ends in the same component), written `a -> b`, sorted. */
export function cycleArrows(graph: FolderGraph, components: readonly string[][]): string[] {
  const out: string[] = [];
  for (const component of components) {
    const members = new Set(component);
    for (const a of component) for (const b of graph.get(a)?.keys() ?? []) if (members.has(b)) out.push(arrow(a, b));
  }
  return out.sort();
}

/** The allowed list: one `a -> b` per line; `#` starts a comment; blank lines ignored. */
export function parseAllowed(text: string): { arrows: string[]; errors: string[] } {
  const arrows: string[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return;
    const m = /^(\S+)\s*->\s*(\S+)$/.exec(line);
    if (!m) errors.push(`line ${i + 1}: "${raw.trim()}" is not "folder -> folder"`);
    else arrows.push(arrow(m[1]!, m[2]!));
  });
  return { arrows, errors };
}

/** What the ratchet says: arrows in a cycle that the list does not allow, and listed arrows no longer in one. */
export function ratchet(inCycles: readonly string[], allowed: readonly string[]): { unlisted: string[]; stale: string[] } {
  const listed = new Set(allowed);
  const current = new Set(inCycles);
  return {
    unlisted: inCycles.filter((a) => !listed.has(a)),
    stale: [...listed].filter((a) => !current.has(a)).sort(),
  };
}

const mermaidId = (node: string) => `n_${node.replace(/[^A-Za-z0-9]/g, '_')}`;

/** docs/server-imports.md: the folder graph as a Mermaid picture, arrows on a cycle drawn thick. */
export function picture(graph: FolderGraph, components: readonly string[][]): string {
  const inCycle = new Set(cycleArrows(graph, components));
  const nodes = [...graph.keys()].sort();
  const lines: string[] = [
    '# Server imports',
    '',
    '<!-- Generated by `node scripts/check-imports.ts --write`; `npm run lint` fails when it is stale. -->',
    '',
    'Which folder of `src/server` imports which (test files left out): each module of `modules/` is a',
    'box of its own, as are `db`, `lib`, `plugins`, `idp`, `seed` and each top-level file. A thick',
    'arrow lies on a cycle; docs/decisions/040-layout-and-import-direction.md forbids them, and',
    '`scripts/import-cycles-allowed.txt` lists the ones not broken yet.',
    '',
    '```mermaid',
    'graph LR',
  ];
  for (const n of nodes) lines.push(`  ${mermaidId(n)}["${n}"]`);
  for (const a of nodes) {
    for (const b of [...graph.get(a)!.keys()].sort()) {
      lines.push(`  ${mermaidId(a)} ${inCycle.has(arrow(a, b)) ? '==>' : '-->'} ${mermaidId(b)}`);
    }
  }
  lines.push('```', '', '## Cycles', '');
  if (components.length === 0) lines.push('None.');
  for (const component of components) lines.push(`- ${component.map((n) => `\`${n}\``).join(', ')}`);
  lines.push('');
  return lines.join('\n');
}
