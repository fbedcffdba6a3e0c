import type { z } from 'zod';

/** Notices of one channel to every server process, parsed by their schema (the chat's and the inbox's). */
export interface NoticeBus<T> {
  /**
   * Starts delivering notices; `onResync` after the connection to the database was lost and is back
   * (notices may have been missed); `onLost` as soon as it is found lost.
   */
  listen(handler: (notice: T) => void, onResync: () => void, onLost?: () => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a bus listens through: DatabaseHandle.listen of src/server/db/client.ts has this shape. It is
 * declared here so lib/ imports nothing of the server's folders (decision 040).
 */
export interface NoticeSource {
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
}

/**
 * The listening side of a `pg_notify` channel: PostgreSQL LISTEN on a connection of its own, or
 * PGlite's in-process LISTEN (DatabaseHandle.listen). A payload that is not JSON or not of the
 * schema goes to `onBadNotice` and is otherwise ignored.
 */
export function noticeBusFor<S extends z.ZodType>(
  database: NoticeSource,
  channel: string,
  schema: S,
  onBadNotice: (payload: string) => void = () => undefined,
): NoticeBus<z.infer<S>> {
  let stop: (() => Promise<void>) | null = null;
  return {
    async listen(handler, onResync, onLost) {
      stop = await database.listen(
        channel,
        (payload) => {
          let parsed: ReturnType<S['safeParse']>;
          try {
            parsed = schema.safeParse(JSON.parse(payload)) as ReturnType<S['safeParse']>;
          } catch {
            return onBadNotice(payload);
          }
          if (parsed.success) handler(parsed.data as z.infer<S>);
          else onBadNotice(payload);
        },
        onResync,
        onLost,
      );
    },
    async close() {
      const s = stop;
      stop = null;
      await s?.();
    },
  };
}
