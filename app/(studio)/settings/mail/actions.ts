"use server";
// The outbox page's action: an owner retries a failed message of the company. defineAction asks for "mail.manage"
// (owners) on the server before anything else; the retry is recorded in the company's activity.
import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/studio/access/action";
import { messageRefSchema } from "@/lib/studio/schemas/mail";
import { retryMessage } from "@/lib/studio/services/outbox";

export const retryFailedMail = defineAction("mail.manage", messageRefSchema, async ({ messageId }, { session }) => {
  await retryMessage(session, messageId);
  revalidatePath("/settings/mail");
  revalidatePath("/settings/members");
  return { messageId };
});
