// The companies the browser tests use, each with its own owner (a person who signs in) and an API client (for
// seeding and checking over the API), so that tests do not see each other's events.
export type E2eCredentials = {
  clientId: string;
  clientSecret: string;
  companies: string[];
  email: string;
  password: string;
  name: string;
};

export const E2E_CLIENTS = {
  /** Events created, duplicated and deleted. */
  acme: [{ username: "acme", name: "Acme Events" }],
  /** An owner of two companies (company switch). */
  support: [
    { username: "globex", name: "Globex Conventions" },
    { username: "initech", name: "Initech Expos" },
  ],
  /** 120 events, paged. */
  pager: [{ username: "pager", name: "Pager Fairs" }],
  /** Failed sign-ins (the throttle). */
  guarded: [{ username: "guarded", name: "Guarded Shows" }],
  /** People and access: invitations, roles, API clients, activity. */
  team: [{ username: "team", name: "Team Expo" }],
  /** Registrations: the table, live watch, export and charts. */
  leads: [{ username: "leads", name: "Leads Expo" }],
  /** The Capture page: passcode, devices (seeded, e2e/support/seed-capture.ts), events open for capture. */
  stand: [{ username: "stand", name: "Stand Capture Co" }],
  /** The capture app's devices (e2e/capture.spec.ts). */
  capture: [{ username: "capture", name: "Capture Expo" }],
} as const;

export type E2eClientName = keyof typeof E2E_CLIENTS | "demo";

/** The password every seeded owner signs in with (long and uncommon enough for the rules). */
export const e2ePassword = (name: string) => `e2e ${name} correct horse battery`;
