// Test helper run with tsx while no server runs on the data: creates capture devices (each with one token) for the
// companies named in the JSON of argv[2] and prints their ids and tokens as one JSON line.
import { closeDb } from "../../lib/db/client";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { seedDevice, type SeedDevice } from "./seed-device";

async function main() {
  const devices = JSON.parse(process.argv[2] ?? "[]") as (SeedDevice & { username: string })[];
  const result = [];
  for (const { username, ...device } of devices)
    result.push(await seedDevice((await ensureCompany(username)).company.id, device));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
