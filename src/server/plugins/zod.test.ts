import { describe, expect, it } from 'vitest';
import { pathOfNul } from './zod.ts';

describe('pathOfNul', () => {
  it('answers the path of the first string holding NUL, in document order', () => {
    expect(pathOfNul({ a: 'x', b: ['y', { c: 'z\u0000' }], d: '\u0000' })).toEqual(['b', 1, 'c']);
    expect(pathOfNul({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(pathOfNul('\u0000')).toEqual([]);
    expect(pathOfNul({ a: 'x', b: [1, null, true], c: Buffer.from([0]) })).toBeNull();
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { k: deep };
    const path = pathOfNul(deep);
    expect(path).toHaveLength(100_000);
    expect(path?.slice(0, 2)).toEqual([0, 'k']);
  });
});
