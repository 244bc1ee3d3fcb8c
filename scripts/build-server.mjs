// The second half of `npm run build` (after `next build`): compiles the server, the API, the validation worker and
// the CLI scripts into dist/ with esbuild, so that `npm start`, `npm run credentials` and `npm run db:migrate` run
// JavaScript with the dependencies only. Packages stay outside the bundles (node_modules at run time); our own
// TypeScript (lib/, server/) is inside, so each process loads one copy of it.
import { build } from "esbuild";

const started = Date.now();
await build({
  entryPoints: {
    server: "server/main.ts",
    "validation-worker": "lib/api/validation-pool/worker.ts",
    credentials: "scripts/credentials.ts",
    migrate: "scripts/migrate.ts",
    staff: "scripts/staff.ts",
    "reset-password": "scripts/reset-password.ts",
  },
  outdir: "dist",
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: "linked",
  logLevel: "warning",
});
process.stdout.write(`Server, worker and CLI compiled into dist/ in ${Date.now() - started} ms\n`);
