import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { ImageQueue } from './image-queue.ts';

/** A task that runs until the test lets it finish, recording how many run at once. */
function gate(counter: { now: number; max: number }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  const task = async () => {
    started = true;
    counter.now += 1;
    counter.max = Math.max(counter.max, counter.now);
    await released;
    counter.now -= 1;
    return 'done';
  };
  return { task, release, started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageQueue', () => {
  it('runs one upload of a user at a time, queues a few, and refuses more with 429', async () => {
    const queue = new ImageQueue({ serverConcurrency: 4, perUserWaiting: 2, serverWaiting: 10 });
    const counter = { now: 0, max: 0 };
    const gates = [gate(counter), gate(counter), gate(counter)];
    const runs = gates.map((g) => queue.run('u1', g.task));
    await settle();
    expect(gates.map((g) => g.started())).toEqual([true, false, false]);
    expect(queue.inFlight('u1')).toBe(3);

    const refused = queue.run('u1', async () => 'never');
    await expect(refused).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    await expect(refused).rejects.toBeInstanceOf(AppError);

    // In the order they came, one after another.
    for (const g of gates) {
      g.release();
      await settle();
    }
    await expect(Promise.all(runs)).resolves.toEqual(['done', 'done', 'done']);
    expect(counter.max).toBe(1);
    expect(queue.inFlight('u1')).toBe(0);
    // The line is free again.
    await expect(queue.run('u1', async () => 'again')).resolves.toBe('again');
  });

  it('a failed upload frees its place', async () => {
    const queue = new ImageQueue({ serverConcurrency: 1, perUserWaiting: 0, serverWaiting: 10 });
    await expect(queue.run('u1', async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(queue.run('u1', async () => 'ok')).resolves.toBe('ok');
  });

  it('bounds the whole server: other users wait for a slot, and past the waiting line get 503', async () => {
    const queue = new ImageQueue({ serverConcurrency: 2, perUserWaiting: 2, serverWaiting: 1 });
    const counter = { now: 0, max: 0 };
    const [a, b, c] = [gate(counter), gate(counter), gate(counter)];
    const runs = [queue.run('a', a.task), queue.run('b', b.task), queue.run('c', c.task)];
    await settle();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    await expect(queue.run('d', async () => 'never')).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });

    a.release();
    await settle();
    expect(c.started()).toBe(true);
    b.release();
    c.release();
    await Promise.all(runs);
    expect(counter.max).toBe(2);
  });
});
