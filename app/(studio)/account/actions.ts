"use server";
// The account page's actions: a person's own name, e-mail and password, and a new company of theirs. No company
// role is involved (definePersonAction checks the session only); a new e-mail or password needs the current
// password, and a new password ends every other session of the person.
import { revalidatePath } from "next/cache";
import { definePersonAction } from "@/lib/studio/action";
import { ActionFailure } from "@/lib/studio/action-errors";
import { createCompanyFor } from "@/lib/studio/accounts";
import { changeEmail, changePassword, renamePerson, workOn } from "@/lib/studio/people";
import { emailChangeSchema, nameSchema, newCompanySchema, passwordChangeSchema } from "./schemas";

export const updateName = definePersonAction(nameSchema, async ({ name }, session) => {
  await renamePerson(session, name);
  revalidatePath("/", "layout");
  return { name };
});

export const updateEmail = definePersonAction(emailChangeSchema, async ({ email, currentPassword }, session) => {
  await changeEmail(session, email, currentPassword);
  revalidatePath("/", "layout");
  return { email };
});

export const updatePassword = definePersonAction(passwordChangeSchema, async ({ currentPassword, newPassword }, session) => changePassword(session, currentPassword, newPassword));

export const createCompany = definePersonAction(newCompanySchema, async ({ name, username }, session) => {
  const created = await createCompanyFor(session.person, name, username);
  if ("field" in created) throw new ActionFailure({ code: "invalid", message: created.message });
  await workOn({ ...session, memberships: [...session.memberships, { company: { id: created.id, name, username }, role: "owner" }] }, username);
  revalidatePath("/", "layout");
  return { username };
});
