// One server per database per test file, with two companies (acme and globex) and a token for each.
import { afterAll, beforeAll } from "vitest";
import { apiClient, getToken, startServer, type StartOptions, type TestDatabase, type TestServer } from "./server";

export type ApiContext = {
  server: TestServer;
  /** Requests as company acme. */
  api: ReturnType<typeof apiClient>;
  /** Requests as company globex. */
  other: ReturnType<typeof apiClient>;
  token: string;
};

export function useServer(database: TestDatabase, options: Partial<StartOptions> = {}): ApiContext {
  const context = {} as ApiContext;
  beforeAll(async () => {
    context.server = await startServer({ database, clients: [["acme"], ["globex"]], ...options });
    context.token = await getToken(context.server, context.server.clients[0]);
    context.api = apiClient(context.server, context.token);
    const second = context.server.clients[1];
    context.other = apiClient(
      context.server,
      await getToken(context.server, second, second.companies.length > 1 ? second.companies.at(-1) : undefined),
    );
  }, 120_000);
  afterAll(async () => {
    await context.server?.stop();
    await context.server?.destroy();
  }, 60_000);
  return context;
}

/** One server started before a file's tests and destroyed after them, for tests that make their own requests. */
export function useStartedServer(options: StartOptions): { server: TestServer } {
  const context = {} as { server: TestServer };
  beforeAll(async () => {
    context.server = await startServer(options);
  }, 120_000);
  afterAll(async () => {
    await context.server?.stop();
    await context.server?.destroy();
  });
  return context;
}

/** Two server processes sharing one PostgreSQL, with one token of company acme that both accept. */
export type TwoProcesses = {
  first: TestServer;
  second: TestServer;
  /** Requests as acme to the first process, then to the second; filled in place before the tests run. */
  apis: ReturnType<typeof apiClient>[];
};

export function useTwoProcesses(): TwoProcesses {
  const context = { apis: [] } as unknown as TwoProcesses;
  beforeAll(async () => {
    context.first = await startServer({ database: "postgres", clients: [["acme"]] });
    context.second = await startServer({ database: "postgres", databaseUrl: context.first.databaseUrl });
    const token = await getToken(context.first, context.first.clients[0]);
    context.apis.push(apiClient(context.first, token), apiClient(context.second, token));
  }, 120_000);
  afterAll(async () => {
    await context.second?.stop();
    await context.first?.stop();
    await context.first?.destroy();
  });
  return context;
}

export const sampleQuestions = [
  { id: "fullName", type: "text", label: "Full name", required: true },
  { id: "email", type: "email", label: "E-mail", required: true },
  { id: "company", type: "text", label: "Company" },
  { id: "interested", type: "checkbox", label: "Interested in a demo" },
  { id: "demoDate", type: "date", label: "Demo date", displayed: { interested: true }, required: true },
];

export async function createEvent(api: ApiContext["api"], body: Record<string, unknown> = {}): Promise<number> {
  const response = await api("/api/events", {
    method: "POST",
    json: { name: "Spring Expo", questions: sampleQuestions, ...body },
  });
  if (response.status !== 201) throw new Error(`create event: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export const lastModifiedOf = (response: Response) => response.headers.get("last-modified") ?? "";
