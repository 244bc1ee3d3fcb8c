// The SDK example from README.md, runnable: `npx tsx scripts/sdk-example.ts` with CAPTURE_API_URL,
// CAPTURE_CLIENT_ID and CAPTURE_CLIENT_SECRET set. tests/sdk/example.test.ts runs it against a real server.
import { ConflictError, PreconditionFailedError, ValidationError, createClient, type RegistrationValues } from "../lib/sdk";

const api = createClient({
  baseUrl: process.env.CAPTURE_API_URL ?? "http://localhost:3000",
  clientId: process.env.CAPTURE_CLIENT_ID ?? "",
  clientSecret: process.env.CAPTURE_CLIENT_SECRET ?? "",
});

async function main(): Promise<void> {
  const { data: company } = await api.company.get();
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
  const attempts: RegistrationValues[] = [{ fullName: { value: "Ada King" }, email: { value: "ADA@example.com " } }, { email: { value: "not-an-email" } }];
  for (const values of attempts) {
    try {
      await api.registrations.create(id, values);
    } catch (error) {
      if (error instanceof ConflictError) console.log("Already registered.");
      else if (error instanceof ValidationError) console.log(`Refused: ${error.issues.map((issue) => issue.message).join(" ")}`);
      else throw error;
    }
  }

  // Counting reads no data; iterating pages through everything, 1000 at a time.
  console.log(`${await api.registrations.count(id)} registration(s); events: ${await api.events.count()}`);
  for await (const event of api.events.iterate({ fields: ["name"] })) console.log(`#${event.id} ${event.name}`);
}

main().catch((error: unknown) => {
  console.error(String(error));
  process.exitCode = 1;
});
