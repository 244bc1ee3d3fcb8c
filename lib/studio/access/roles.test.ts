import { describe, expect, it } from "vitest";
import { can, isRole, PERMISSIONS, refusalMessage, ROLES, type Permission, type Role } from "./roles";

// The whole action × role table, written out: a change to who may do what must change this test.
const TABLE: Record<Permission, Record<Role, boolean>> = {
  "events.read": { owner: true, editor: true, viewer: true },
  "events.write": { owner: true, editor: true, viewer: false },
  "registrations.test": { owner: true, editor: true, viewer: false },
  "registrations.read": { owner: true, editor: true, viewer: true },
  "registrations.write": { owner: true, editor: true, viewer: false },
  "members.manage": { owner: true, editor: false, viewer: false },
  "clients.manage": { owner: true, editor: false, viewer: false },
  "capture.read": { owner: true, editor: true, viewer: false },
  "capture.manage": { owner: true, editor: false, viewer: false },
  "mail.manage": { owner: true, editor: false, viewer: false },
  "activity.read": { owner: true, editor: false, viewer: false },
  "company.manage": { owner: true, editor: false, viewer: false },
};

describe("can(role, permission)", () => {
  it("covers every permission", () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(TABLE).sort());
  });

  for (const [permission, roles] of Object.entries(TABLE) as [Permission, Record<Role, boolean>][]) {
    for (const role of ROLES) {
      it(`${role} ${roles[role] ? "may" : "may not"} ${permission}`, () => {
        expect(can(role, permission)).toBe(roles[role]);
      });
    }
  }
});

describe("isRole", () => {
  it("accepts the three roles only", () => {
    expect(ROLES.every(isRole)).toBe(true);
    for (const value of ["Owner", "admin", "", null, 1, undefined]) expect(isRole(value)).toBe(false);
  });
});

describe("refusalMessage", () => {
  it("names the person's role, the roles that may, and what to do", () => {
    expect(refusalMessage("viewer", "events.write")).toBe(
      "Your role in this company (viewer) cannot do this: it needs owner or " +
        "editor. Ask an owner of the company to change your role.",
    );
    expect(refusalMessage("editor", "members.manage")).toContain("it needs owner.");
  });
});
