// The validated environment, read on first use (never at build time). See docs/architecture.md.
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : value === "true" || value === "1"));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400 * 30)
    .default(3600),
  ENFORCE_HTTPS: flag(true),
  TRUST_PROXY: flag(false),
  // Seed the demo company, its demo person and event on an empty database; false for production (the first
  // visitor meets /setup instead).
  DEMO_DATA: flag(true),
  // The absolute lifetime of a studio session: renewing it while it is used never extends it past this.
  SESSION_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(86_400 * 90)
    .default(7 * 86_400),
  // On the embedded database the throttles count in memory: at most this many keys (then expired keys go, then
  // the least recently used). ~150 bytes a key.
  THROTTLE_MEMORY_KEYS: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
  // Where the studio's SDK reaches the API; unset means this server itself (the loopback listener of server/main.ts).
  API_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: "API_BASE_URL must be an http:// or https:// URL, like https://capture.example.com",
    })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Where mail goes (docs/architecture.md "Mail"): smtps://user:pass@host:465 (TLS from the start) or
  // smtp://host:587 (STARTTLS when offered); unset keeps every message in the outbox, unsent.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "SMTP_URL must be an smtp:// or smtps:// URL, like smtps://user:password@mail.example.com:465",
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // The sender of every message, an address or `Name <address>`.
  MAIL_FROM: z.string().min(3).default("Capture Studio <no-reply@localhost>"),
  // The wait after a message's first temporary failure, doubled for each further one (lib/mail/outbox-state.ts).
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
});

export type Env = z.infer<typeof envSchema>;

/** The environment, validated; throws one readable line naming the bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}
