// Test helper run with tsx on a stopped server's data: prints the deployment_settings rows as one JSON object.
import { closeDb } from "../../lib/db/client";
import { readSetting, type SettingKey } from "../../lib/db/repositories/deployment-settings";

const KEYS: SettingKey[] = ["authSecret", "demoClient", "demoCompany", "demoPerson", "studioClient", "setupCode"];

async function main() {
  const settings: Record<string, string | null> = {};
  for (const key of KEYS) settings[key] = await readSetting(key);
  process.stdout.write(`${JSON.stringify(settings)}\n`);
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
