// npm run db:migrate: applies the committed migrations to the configured database (also done at every start).
import { closeDb, describeDb } from "../lib/db/client";

describeDb()
  .then((where) => process.stderr.write(`Migrations applied to the ${where}.\n`))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
