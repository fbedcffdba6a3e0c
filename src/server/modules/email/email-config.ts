import { randomBytes } from 'node:crypto';
import type { Env } from '../../env.ts';

/**
 * What e-mails written inside other transactions need from the configuration: the address links
 * point to and the host of Message-IDs. Passed in, never kept here: `buildApp` gives the app's to
 * the immediate e-mails it subscribes to the notification projector (src/server/event-subscribers.ts),
 * the jobs read it from their env (docs/decisions/038-events-publish-modules-subscribe.md).
 */
export interface EmailConfig {
  publicUrl: string;
  messageIdHost: string;
  /** SMTP_URL is set: new rows are `pending` for the sender; otherwise they are `kept` at once. */
  sending: boolean;
}

export function emailConfigFrom(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'SMTP_URL'>): EmailConfig {
  return {
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    messageIdHost: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname || 'bizmatch.local' : 'bizmatch.local',
    sending: Boolean(env.SMTP_URL),
  };
}

/** The configuration of a database seeded outside an app (`seedDemo` without an event log of its own). */
export const DEFAULT_EMAIL_CONFIG: EmailConfig = { publicUrl: 'http://localhost:3000', messageIdHost: 'bizmatch.local', sending: true };

/** A Message-ID fixed when the row is written: `<{prefix}.{random}@{host}>`. */
export function newMessageId(prefix: string, host: string): string {
  return `<${prefix}.${randomBytes(8).toString('hex')}@${host}>`;
}
