"use server";
// The owners' settings actions: members and their roles, invitations, API clients, the company. Each asks
// defineAction for its permission (lib/studio/access/roles.ts: only owners hold these), so a hand-made request from
// another role is refused on the server, and each change is recorded in the company's activity (lib/studio).
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { defineAction } from "@/lib/studio/access/action";
import { createClientFor, revokeClient } from "@/lib/studio/services/api-clients";
import { removeDemoCompany, rename } from "@/lib/studio/services/companies";
import { resendInvite } from "@/lib/studio/services/invitation-mail";
import { publicOrigin } from "@/lib/studio/services/public-origin";
import { changeRole, INVITATION_TTL_SECONDS, invite, removeMember, revokeInvite } from "@/lib/studio/services/team";
import {
  changeRoleSchema,
  clientNameSchema,
  clientRefSchema,
  invitationRefSchema,
  inviteSchema,
  noInputSchema,
  removeMemberSchema,
  renameCompanySchema,
} from "@/lib/studio/schemas/team";

export const inviteMember = defineAction("members.manage", inviteSchema, async ({ role, note, email }, { session }) => {
  const { id, token, expiresAt, mailed } = await invite(
    session,
    role,
    note,
    email,
    await publicOrigin(await headers()),
  );
  revalidatePath("/settings/members");
  revalidatePath("/settings/mail");
  return { id, path: `/invite/${token}`, expiresAt: expiresAt.toISOString(), mailedTo: mailed ? email : null };
});

/** E-mails a pending invitation again with a new link (the old one stops working); the new link is shown once. */
export const resendInvitation = defineAction(
  "members.manage",
  invitationRefSchema,
  async ({ invitationId }, { session }) => {
    const origin = await publicOrigin(await headers());
    const sent = await resendInvite(session, invitationId, origin, INVITATION_TTL_SECONDS);
    revalidatePath("/settings/members");
    revalidatePath("/settings/mail");
    return { invitationId, path: `/invite/${sent.token}`, expiresAt: sent.expiresAt.toISOString(), email: sent.email };
  },
);

export const revokeInvitation = defineAction(
  "members.manage",
  invitationRefSchema,
  async ({ invitationId }, { session }) => {
    await revokeInvite(session, invitationId);
    revalidatePath("/settings/members");
    return { invitationId };
  },
);

export const changeMemberRole = defineAction(
  "members.manage",
  changeRoleSchema,
  async ({ personId, role }, { session }) => {
    const { endedInvitations } = await changeRole(session, personId, role);
    revalidatePath("/settings/members");
    return { personId, role, endedInvitations };
  },
);

export const removeCompanyMember = defineAction(
  "members.manage",
  removeMemberSchema,
  async ({ personId, revokeClientIds }, { session }) => {
    const removal = await removeMember(session, personId, revokeClientIds);
    revalidatePath("/settings/members");
    revalidatePath("/settings/api-clients");
    return { personId, ...removal };
  },
);

export const createApiClient = defineAction("clients.manage", clientNameSchema, async ({ name }, { session }) => {
  const created = await createClientFor(session, name);
  revalidatePath("/settings/api-clients");
  return { ...created, name, company: session.company.username };
});

export const revokeApiClient = defineAction("clients.manage", clientRefSchema, async ({ clientId }, { session }) => {
  await revokeClient(session, clientId);
  revalidatePath("/settings/api-clients");
  return { clientId };
});

export const renameCompany = defineAction("company.manage", renameCompanySchema, async ({ name }, { session }) => {
  await rename(session, name);
  revalidatePath("/", "layout");
  return { name };
});

export const removeDemo = defineAction("company.manage", noInputSchema, async (_input, { session }) =>
  removeDemoCompany(session),
);
