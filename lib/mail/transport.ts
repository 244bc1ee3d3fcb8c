// The SMTP side of the mail worker: one nodemailer transport for SMTP_URL, and what a delivery try came to.
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { deliveryResultOfError, type DeliveryResult } from "./outbox-state";

export type OutgoingMail = { id: number; to: string; subject: string; text: string; html: string | null };
export type Mailer = { send(mail: OutgoingMail): Promise<DeliveryResult>; close(): void };

/** Generous enough for a slow server, short beside the worker's lease (worker.ts, LEASE_MS). */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function createMailer(smtpUrl: string, from: string): Mailer {
  // The URL's settings (host, port, TLS, user, password, `?tls.rejectUnauthorized=…`) over the timeouts.
  const transport = nodemailer.createTransport(new SMTPTransport({ url: smtpUrl, ...TIMEOUTS }));
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "capture-studio";
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          // The same Message-ID on every try of one row: a receiver that got a message twice (a sender died after
          // delivering, before recording it) can tell.
          messageId: `<outbox-${mail.id}@${domain}>`,
        });
        return { ok: true };
      } catch (error) {
        return deliveryResultOfError(error);
      }
    },
    close: () => transport.close(),
  };
}
