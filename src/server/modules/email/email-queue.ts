import type { Database } from '../../db/client.ts';
import type { StoredNotification } from '../notifications/notifications.repository.ts';

/** Queues an e-mail for each new notification whose user chose "immediately" for its group. Filled in by issue 12's e-mail work. */
export async function queueImmediateEmails(_tx: Database, _rows: StoredNotification[]): Promise<void> {}
