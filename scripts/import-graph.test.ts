import { describe, expect, it } from 'vitest';
import { cycleArrows, cycles, folderGraph, nodeOf, parseAllowed, picture, ratchet } from './import-graph.ts';

const graphOf = (arrows: string) => {
  const imports = arrows
    .trim()
    .split(/\s+/)
    .map((pair, i) => {
      const [a, b] = pair.split('>');
      return { from: `${a}/x.ts`, line: i + 1, to: `${b}/y.ts` };
    });
  return folderGraph([], imports, (file) => file.split('/')[0]!);
};
const edgesOf = (graph: ReturnType<typeof folderGraph>) => new Map([...graph].map(([a, t]) => [a, [...t.keys()]]));

describe('the folder cycle finder', () => {
  it('finds no cycle in a one-way graph', () => {
    const graph = graphOf('app>modules app>lib modules>db modules>lib db>lib');
    expect(cycles(edgesOf(graph))).toEqual([]);
  });

  it('names each strongly connected component once, with the arrows inside it', () => {
    // a <-> b; c -> d -> e -> c (a cycle of three); f -> a (into a cycle, not on it); g alone.
    const graph = graphOf('a>b b>a c>d d>e e>c f>a e>b g>g');
    const components = cycles(edgesOf(graph));
    expect(components).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    expect(cycleArrows(graph, components)).toEqual(['a -> b', 'b -> a', 'c -> d', 'd -> e', 'e -> c']);
  });

  it('keeps the file-level imports that make an arrow', () => {
    const graph = graphOf('a>b a>b');
    expect(graph.get('a')!.get('b')).toEqual([
      { from: 'a/x.ts', line: 1, to: 'b/y.ts' },
      { from: 'a/x.ts', line: 2, to: 'b/y.ts' },
    ]);
  });

  it('fails on an arrow not listed and on a listed arrow no longer on a cycle', () => {
    const allowed = parseAllowed('# comment\na -> b\n\nb -> a  # still\nx -> y\n');
    expect(allowed).toEqual({ arrows: ['a -> b', 'b -> a', 'x -> y'], errors: [] });
    expect(ratchet(['a -> b', 'b -> a', 'c -> d'], allowed.arrows)).toEqual({ unlisted: ['c -> d'], stale: ['x -> y'] });
    expect(parseAllowed('a b').errors).toEqual(['line 1: "a b" is not "folder -> folder"']);
  });

  it('makes a node of each module, each other folder and each top-level file', () => {
    expect(nodeOf('modules/offers/offers.service.ts')).toBe('modules/offers');
    expect(nodeOf('db/schema/index.ts')).toBe('db');
    expect(nodeOf('app.ts')).toBe('app.ts');
  });

  it('draws arrows on a cycle thick', () => {
    const graph = graphOf('a>b b>a b>c');
    const md = picture(graph, cycles(edgesOf(graph)));
    expect(md).toContain('n_a ==> n_b');
    expect(md).toContain('n_b --> n_c');
    expect(md).toContain('- `a`, `b`');
  });
});
