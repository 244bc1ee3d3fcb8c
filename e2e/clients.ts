// The API clients the browser tests sign in with, one company set each so that tests do not see each other's events.
export type E2eCredentials = { clientId: string; clientSecret: string; companies: string[] };

export const E2E_CLIENTS = {
  /** Events created, duplicated and deleted. */
  acme: [{ username: "acme", name: "Acme Events" }],
  /** A support client acting for two companies (company switch). */
  support: [
    { username: "globex", name: "Globex Conventions" },
    { username: "initech", name: "Initech Expos" },
  ],
  /** 120 events, paged. */
  pager: [{ username: "pager", name: "Pager Fairs" }],
  /** Failed sign-ins (the throttle). */
  guarded: [{ username: "guarded", name: "Guarded Shows" }],
  leads: [{ username: "leads", name: "Leads Expo" }],
} as const;

export type E2eClientName = keyof typeof E2E_CLIENTS | "demo";
