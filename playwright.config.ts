import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3217);
// Workers re-evaluate this file in other processes: the paths are fixed once, by the runner, and inherited.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `capture-e2e-${process.pid}`);
process.env.E2E_CREDENTIALS_FILE ??= `${process.env.E2E_DATA_DIR}-credentials.json`;
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR}-mail`;
const dataDir = process.env.E2E_DATA_DIR;
const credentialsFile = process.env.E2E_CREDENTIALS_FILE;
// The studio sends its mail to a real SMTP server of the tests' own (e2e/support/smtp-sink.ts), which answers
// "ready" over HTTP on the port after it; e2e/support/mailbox.ts reads what it received.
const smtpPort = port + 1000;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: [
    {
      // Addresses @refused.example are refused for good (550): a failed message for the outbox page's tests.
      command: `npx tsx e2e/support/smtp-sink.ts ${process.env.E2E_MAIL_DIR} ${smtpPort} '@refused[.]example$'`,
      url: `http://127.0.0.1:${smtpPort + 1}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build (npm test builds first) on a fresh embedded database, seeded with the demo data and the
      // tests' API clients (e2e/seed.ts; e2e/fixtures.ts reads them). TRUST_PROXY lets a test stand for people at
      // different addresses (X-Forwarded-For), as behind a reverse proxy.
      command: `rm -rf ${dataDir} && npx tsx e2e/seed.ts ${credentialsFile} && node server.js`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        ENFORCE_HTTPS: "false",
        TRUST_PROXY: "true",
        DATABASE_URL: "",
        API_BASE_URL: "",
        AUTH_SECRET: "",
        NEXT_TELEMETRY_DISABLED: "1",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Capture Studio <studio@e2e.example>",
      },
    },
  ],
});
