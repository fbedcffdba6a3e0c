import nodemailer, { type Transporter } from 'nodemailer';

/**
 * One nodemailer transport per SMTP_URL, made when first needed. Its timeouts end every attempt
 * well within the sender's two-minute claim, so no other sender takes a message still in flight.
 */
const transports = new Map<string, Transporter>();

export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes every transport (the app's onClose). */
export function closeTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
