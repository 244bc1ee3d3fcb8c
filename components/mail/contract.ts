// What the outbox page hands its client component: the owners' retry action (app/(studio)/settings/mail/
// actions.ts) as a prop, so that no component imports server code from app/.
import type { ServerAction } from "@/lib/studio/access/action-errors";

export type OutboxActions = {
  retryFailedMail: ServerAction<{ messageId: number }, { messageId: number }>;
};
