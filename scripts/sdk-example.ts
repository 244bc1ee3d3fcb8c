// The SDK example from README.md, runnable: `npx tsx scripts/sdk-example.ts` with CAPTURE_API_URL,
// CAPTURE_CLIENT_ID and CAPTURE_CLIENT_SECRET set. tests/sdk/sdk.test.ts runs it against a real server, as it is
// and from the packed package installed in a project of its own.
import {
  AbortError,
  ConflictError,
  PreconditionFailedError,
  ValidationError,
  createClient,
  type RegistrationValues,
} from "../lib/sdk";

// Hooks see every request (the token request too) with the credentials redacted: log, measure, add headers.
let requests = 0;
let failed = 0;
const api = createClient({
  baseUrl: process.env.CAPTURE_API_URL ?? "http://localhost:3000",
  clientId: process.env.CAPTURE_CLIENT_ID ?? "",
  clientSecret: process.env.CAPTURE_CLIENT_SECRET ?? "",
  hooks: {
    onRequest: (request) => {
      requests++;
      request.headers.set("X-Request-Id", `example-${requests}`);
    },
    onResponse: ({ error }) => {
      if (error) failed++;
    },
  },
});

async function main(): Promise<void> {
  // Every call takes per-call options last: here, give up after 10 s.
  const { data: company } = await api.company.get({ signal: AbortSignal.timeout(10_000) });
  console.log(`Signed in as ${company.name} (${company.username})`);

  // Create an event with a small form: the API validates the questions.
  const { id } = await api.events.create({
    name: "Spring Expo 2027",
    questions: [
      { id: "fullName", type: "text", label: "Full name", required: true },
      { id: "email", type: "email", label: "E-mail", required: true },
      { id: "interested", type: "checkbox", label: "Send me the brochure" },
      { id: "address", type: "text", label: "Postal address", displayed: { interested: true }, required: true },
    ],
  });

  // Conditional write: based on what we read, refused with 412 if somebody changed it in between.
  const read = await api.events.get(id);
  await api.events.update(id, { name: "Spring Expo 2027 (Hall 3)" }, read);
  try {
    await api.events.update(id, { name: "Someone else's stale edit" }, read);
  } catch (error) {
    if (error instanceof PreconditionFailedError) console.log("Stale edit refused: re-read, merge, try again.");
    else throw error;
  }

  // Registrations: values are checked against the questions, e-mails are unique per event.
  await api.registrations.create(id, { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } });
  const attempts: RegistrationValues[] = [
    { fullName: { value: "Ada King" }, email: { value: "ADA@example.com " } },
    { email: { value: "not-an-email" } },
  ];
  for (const values of attempts) {
    try {
      await api.registrations.create(id, values);
    } catch (error) {
      if (error instanceof ConflictError) console.log("Already registered.");
      else if (error instanceof ValidationError)
        console.log(`Refused: ${error.issues.map((issue) => issue.message).join(" ")}`);
      else throw error;
    }
  }

  // Counting reads no data; iterating pages through everything, `pageSize` at a time (at most 1000).
  await api.events.create({ name: "Autumn Fair 2027" });
  console.log(`${await api.registrations.count(id)} registration(s); events: ${await api.events.count()}`);

  // Cancelling an iteration stops its paging; its position says where to resume.
  const controller = new AbortController();
  const events = api.events.iterate({ fields: ["name"], pageSize: 1, signal: controller.signal });
  let seen = 0;
  try {
    for await (const event of events) {
      console.log(`#${event.id} ${event.name}`);
      if (++seen === 1) controller.abort();
    }
  } catch (error) {
    if (!(error instanceof AbortError)) throw error;
    console.log(`Cancelled after ${seen} event(s); resuming from position ${events.position}`);
  }
  const rest = await api.events.toArray({ fields: ["name"], from: events.position });
  console.log(`Resumed: ${rest.length} more event(s)`);
  console.log(`${requests} request(s), ${failed} failed, the token request included`);
}

main().catch((error: unknown) => {
  console.error(String(error));
  process.exitCode = 1;
});
