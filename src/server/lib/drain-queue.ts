/** What the drain needs of a database: its transactions (the server's Database fits it). */
export interface Transactional<Tx> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * Works through a queue table's due rows one at a time: each is claimed (`claimNext`, with
 * `FOR UPDATE SKIP LOCKED`, so several servers never take one twice) and worked on in one
 * transaction, until none is left; answers how many were done. The saved searches' matching and
 * the match suggestions' writing drain their queues so (decisions 064, 066).
 */
export async function drainQueue<Tx>(
  db: Transactional<Tx>,
  claimNext: (tx: Tx) => Promise<string | null>,
  work: (tx: Tx, id: string) => Promise<unknown>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const id = await claimNext(tx);
      if (id) await work(tx, id);
      return id;
    });
    if (!claimed) return done;
    done++;
  }
}
