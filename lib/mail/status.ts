// Whether this deployment sends mail, in the words of the start-up line and the studio.
import type { Env } from "../env";

export type MailStatus = { configured: true; server: string; from: string } | { configured: false };

export function mailStatus(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): MailStatus {
  return env.SMTP_URL
    ? { configured: true, server: describeSmtpUrl(env.SMTP_URL), from: env.MAIL_FROM }
    : { configured: false };
}

export function mailStartupLine(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): string {
  const status = mailStatus(env);
  return status.configured
    ? `Mail: sending over ${status.server} from ${status.from}`
    : "Mail: not configured (SMTP_URL is unset): messages are kept in the outbox, unsent; links are shown to copy";
}

/** SMTP_URL for start-up lines and the studio: `smtps://mail.example.com:465`, never the user or password. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const secure = url.protocol === "smtps:";
    return `${url.protocol}//${url.hostname}:${url.port || (secure ? "465" : "587")}`;
  } catch {
    return "(unparseable SMTP_URL)";
  }
}
