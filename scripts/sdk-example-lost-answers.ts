// What to do when the answer to a write is lost (docs/sdk.md, "Lost answers to writes"), runnable:
// `npx tsx scripts/sdk-example-lost-answers.ts` with CAPTURE_API_URL, CAPTURE_CLIENT_ID and CAPTURE_CLIENT_SECRET.
// To show it on demand, the fetch given to the client loses the answers of the first POSTs and the first PUT on
// their way back, after the API did the work, as a dropped connection would. tests/sdk/calls.test.ts runs it.
import {
  ConflictError,
  NetworkError,
  createClient,
  type Client,
  type EventInput,
  type RegistrationValues,
} from "../lib/sdk";

const lose = { POST: 2, PUT: 1 };
const losingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const method = (init?.method ?? "GET") as keyof typeof lose;
  if (!String(input).endsWith("/api/auth") && lose[method] > 0) {
    lose[method]--;
    throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
  }
  return response;
};

const api = createClient({
  baseUrl: process.env.CAPTURE_API_URL ?? "http://localhost:3000",
  clientId: process.env.CAPTURE_CLIENT_ID ?? "",
  clientSecret: process.env.CAPTURE_CLIENT_SECRET ?? "",
  fetch: losingFetch,
});

/** The same JSON (objects by key, in any order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== "object" ||
    typeof b !== "object" ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const keys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const otherKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keys.length === otherKeys.length &&
    keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Creates an event once, even when the answer is lost. A POST is never retried (the API has no idempotency keys),
 * so: note how many events there are, create; after a NetworkError, look at the events added since (ids grow, so
 * new events come last) for one holding exactly what was sent, and create again only if there is none.
 */
async function createEventOnce(client: Client, input: EventInput): Promise<number> {
  const before = await client.events.count();
  try {
    return (await client.events.create(input)).id;
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    // Nothing was sent (the connection could not be made): simply try again.
    if (error.reachedApi === "no") return (await client.events.create(input)).id;
    // A few positions back, in case events were deleted meanwhile (they shift the newer ones down).
    const expected = { name: input.name, type: input.type ?? "standard", questions: input.questions ?? [] };
    for await (const event of client.events.iterate({ from: Math.max(0, before - 20) })) {
      if (same({ name: event.name, type: event.type, questions: event.questions }, expected)) {
        console.log(`The event was created before its answer was lost: #${event.id}`);
        return event.id;
      }
    }
    console.log("The event was not created: creating it again.");
    return (await client.events.create(input)).id;
  }
}

/**
 * Registers values once, even when the answer is lost. E-mails are unique per event, so retrying is safe: a
 * ConflictError to the retry means the lost try registered them; the registration is then found by its e-mail.
 */
async function registerOnce(client: Client, eventId: number, values: RegistrationValues): Promise<string> {
  const email = String(values.email?.value ?? "")
    .trim()
    .toLowerCase();
  for (let attempt = 1; ; attempt++) {
    try {
      return (await client.registrations.create(eventId, values)).id;
    } catch (error) {
      if (error instanceof NetworkError && attempt < 3) continue;
      if (!(error instanceof ConflictError) || attempt === 1) throw error;
      for await (const registration of client.registrations.iterate(eventId, { fields: ["values"] })) {
        if (
          String(registration.values.email?.value ?? "")
            .trim()
            .toLowerCase() === email
        ) {
          console.log(`The registration was created before its answer was lost: ${registration.id}`);
          return registration.id;
        }
      }
      throw error;
    }
  }
}

async function main(): Promise<void> {
  const name = `Lost answers ${Date.now()}`;
  const eventId = await createEventOnce(api, {
    name,
    questions: [{ id: "email", type: "email", label: "E-mail", required: true }],
  });
  const registrationId = await registerOnce(api, eventId, { email: { value: "grace@example.com" } });

  // A PUT is retried by the SDK; when the lost try did write, the retry recognises it: no conflict is reported.
  const read = await api.registrations.get(eventId, registrationId);
  await api.registrations.replace(eventId, registrationId, { email: { value: "grace.hopper@example.com" } }, read);
  const now = await api.registrations.get(eventId, registrationId);
  console.log(`Replaced once, though its first answer was lost: ${String(now.data.values.email?.value)}`);
  const events = (await api.events.toArray({ fields: ["name"] })).filter((event) => event.name === name).length;
  console.log(`${events} event and ${await api.registrations.count(eventId)} registration: nothing was created twice.`);
}

main().catch((error: unknown) => {
  console.error(String(error));
  process.exitCode = 1;
});
