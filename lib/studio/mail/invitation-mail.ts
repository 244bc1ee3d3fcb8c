// The invitation e-mail's words: who invites, to which company, with which role, and the link (the only part an
// owner did not choose). The owner's note is theirs, not the colleague's, so it stays out of the message.
import type { OutboxMessage } from "../../db/repositories/outbox";
import { escapeHtml } from "../../mail/follow-up";
import { formatDateTime } from "../format/dates";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "../access/roles";

export function invitationMail(invitation: {
  companyId: number;
  companyName: string;
  role: Role;
  email: string;
  invitedBy: { name: string; email: string };
  link: string;
  expiresAt: Date;
  resent?: boolean;
}): OutboxMessage {
  const role = ROLE_LABELS[invitation.role].toLowerCase();
  const text = [
    "Hello,",
    "",
    `${invitation.invitedBy.name} (${invitation.invitedBy.email}) invites you to work on ${invitation.companyName} ` +
      `in Capture Studio as ${role}: ${ROLE_DESCRIPTIONS[invitation.role]}`,
    "",
    "Join with this link, signing in or creating your account with this e-mail address:",
    "",
    invitation.link,
    "",
    `The link works once, until ${formatDateTime(invitation.expiresAt, "UTC")} UTC.` +
      (invitation.resent ? " Links sent earlier for this invitation no longer work." : ""),
    "If you did not expect this invitation, ignore this message.",
  ].join("\n");
  return {
    companyId: invitation.companyId,
    kind: "invitation",
    cause:
      `${invitation.resent ? "Invitation sent again" : "Invitation"} as ${role} ` + `by ${invitation.invitedBy.name}`,
    recipient: invitation.email,
    subject: `${invitation.invitedBy.name} invites you to ${invitation.companyName} on Capture Studio`.replace(
      /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g,
      " ",
    ),
    text,
    html: text
      .split("\n\n")
      .map((paragraph) =>
        paragraph === invitation.link
          ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join("\n"),
  };
}
