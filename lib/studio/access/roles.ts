// Who may do what in the studio: a company membership's role, and the permission every page and server action
// asks for. One table, unit-tested (roles.test.ts); the UI asks `can` to hide what a role may not do, and every
// server action asks it again on the server (defineAction), so a hand-made request gets the same answer.

export const ROLES = ["owner", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, plus members, invitations, API clients, capture devices and the company's name.",
  editor:
    "Create, edit, save, duplicate and delete events; test registrations; registrations; " +
    "the capture passcode and link.",
  viewer: "Reads forms, the preview with Why?, the JSON view and registrations; changes nothing.",
};

export type Permission =
  /** See the events, open the editor read-only, preview, Why?, the JSON view. */
  | "events.read"
  /** Create, duplicate, delete, edit and save events. */
  | "events.write"
  /** Send the preview's answers as a test registration (written, then deleted at once). */
  | "registrations.test"
  /** See the registrations and export them. */
  | "registrations.read"
  /** Delete registrations. */
  | "registrations.write"
  /** Invite, change roles, remove members; revoke invitations. */
  | "members.manage"
  /** Create and revoke the company's API clients. */
  | "clients.manage"
  /**
   * The Capture page: see the app passcode, the capture link and the devices, and rotate the passcode. Not
   * viewers': the passcode signs a tablet in to capture leads for the company.
   */
  | "capture.read"
  /** Rename and revoke capture devices; choose the events open for capture. */
  | "capture.manage"
  /** See the company's outbox (its recent e-mail) and retry a message that failed. */
  | "mail.manage"
  /** Read the company's activity. */
  | "activity.read"
  /** Rename the company; remove the demo company. */
  | "company.manage";

const ALL: readonly Role[] = ROLES;
const EDITORS: readonly Role[] = ["owner", "editor"];
const OWNERS: readonly Role[] = ["owner"];

export const PERMISSIONS: Record<Permission, readonly Role[]> = {
  "events.read": ALL,
  "events.write": EDITORS,
  "registrations.test": EDITORS,
  "registrations.read": ALL,
  "registrations.write": EDITORS,
  "members.manage": OWNERS,
  "clients.manage": OWNERS,
  "capture.read": EDITORS,
  "capture.manage": OWNERS,
  "mail.manage": OWNERS,
  "activity.read": OWNERS,
  "company.manage": OWNERS,
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSIONS[permission].includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** What a refusal says: which role the action needs, and what to do. */
export function refusalMessage(role: Role, permission: Permission): string {
  const needed = PERMISSIONS[permission].map((allowed) => ROLE_LABELS[allowed].toLowerCase()).join(" or ");
  return (
    `Your role in this company (${ROLE_LABELS[role].toLowerCase()}) ` +
    `cannot do this: it needs ${needed}. Ask an owner of the company ` +
    `to change your role.`
  );
}
