// The password-reset e-mail's words; the link is the only thing in it a person did not write.
import type { OutboxMessage } from "../../db/repositories/outbox";
import { escapeHtml } from "../../mail/follow-up";

export function passwordResetMail(person: { email: string; name: string }, link: string): OutboxMessage {
  const text = [
    `Hello ${person.name},`,
    "",
    "Somebody (we hope you) asked to reset the password of your Capture Studio account. Choose a new one here:",
    "",
    link,
    "",
    "The link works once, for one hour. Using it signs you out everywhere else.",
    "If you did not ask for it, ignore this message: your password stays as it is.",
  ].join("\n");
  return {
    companyId: null,
    kind: "passwordReset",
    cause: `Password reset asked for ${person.email}`,
    recipient: person.email,
    subject: "Reset your Capture Studio password",
    text,
    html: text
      .split("\n\n")
      .map((paragraph) =>
        paragraph === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join("\n"),
  };
}
