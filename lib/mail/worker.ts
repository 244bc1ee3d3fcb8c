// The mail worker of a server process (docs/architecture.md "Mail"): every POLL_MS it claims the outbox's due rows
// (lib/db/repositories/outbox.ts), delivers each over SMTP and records the outcome outbox-state.ts decides. Several
// processes may run one each on a PostgreSQL database: a row's claim keeps it to one of them, and a claim whose
// process died lapses after LEASE_MS, so a restart loses nothing.
import { claimDueMail, finishMail } from "../db/repositories/outbox";
import { afterDelivery } from "./outbox-state";
import { createMailer, type Mailer } from "./transport";

export const POLL_MS = 1000;
/** How long a claimed row stays with its sender: well above the transport's timeouts (transport.ts, TIMEOUTS). */
export const LEASE_MS = 5 * 60_000;
const BATCH = 10;

export type MailWorker = { stop(): Promise<void> };

export function startMailWorker(options: {
  smtpUrl: string;
  from: string;
  retryBaseMs: number;
  log: (line: string) => void;
  mailer?: Mailer;
}): MailWorker {
  const mailer = options.mailer ?? createMailer(options.smtpUrl, options.from);
  let stopped = false;
  let lastProblem = "";
  let timer: NodeJS.Timeout | undefined;

  const tick = async () => {
    const rows = await claimDueMail(BATCH, LEASE_MS);
    for (const row of rows) {
      const result = await mailer.send({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      const next = afterDelivery(
        { state: "sending", attempts: row.attempts, nextAttemptAt: Date.now(), lastError: null },
        result,
        Date.now(),
        options.retryBaseMs,
      );
      await finishMail(row.id, row.claim!, next);
    }
    return rows.length;
  };

  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = (async () => {
      let claimed = 0;
      try {
        claimed = await tick();
        lastProblem = "";
      } catch (error) {
        // The database away for a moment: say so once, and try again on the next round.
        const problem = error instanceof Error ? error.message.split("\n")[0] : String(error);
        if (problem !== lastProblem) options.log(`Mail: the outbox could not be read (${problem}); trying again.`);
        lastProblem = problem;
      }
      // A full batch may mean more are due: go on at once.
      if (!stopped) timer = setTimeout(loop, claimed === BATCH ? 0 : POLL_MS);
    })();
  };
  loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
