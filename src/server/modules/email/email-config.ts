import { randomBytes } from 'node:crypto';
import type { Env } from '../../env.ts';

/**
 * What e-mails written inside other transactions need from the configuration: the address links
 * point to and the host of Message-IDs. `queueImmediateEmails` runs in `recordEvent`, which has no
 * configuration; the e-mail routes (registered by every app: main.ts and the tests) set it here
 * from the app's env. Until then (a script outside an app) it is the defaults.
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

let current: EmailConfig = { publicUrl: 'http://localhost:3000', messageIdHost: 'bizmatch.local', sending: true };

export function configureEmail(config: EmailConfig): void {
  current = config;
}

export function emailConfig(): EmailConfig {
  return current;
}

/** A Message-ID fixed when the row is written: `<{prefix}.{random}@{host}>`. */
export function newMessageId(prefix: string, host: string): string {
  return `<${prefix}.${randomBytes(8).toString('hex')}@${host}>`;
}
