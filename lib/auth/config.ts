// next-auth (v5) for the studio, off /auth because /api/auth is the REST API's token endpoint. People sign in
// with e-mail and password (Credentials provider, lib/studio/services/accounts.ts). The session cookie is an encrypted
// JWT
// that carries only the id of a server-side session record (lib/db/repositories/studio-sessions.ts): every
// request checks the record, so a sign-out, "sign out everywhere", a changed password or a removed person ends the
// session on its next request in every process, and the record's absolute expiry bounds how long renewing the
// cookie can keep it alive.
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { listMemberships } from "../db/repositories/people";
import { createStudioSession, deleteStudioSession, findStudioSession } from "../db/repositories/studio-sessions";
import { readEnv } from "../env";
import { checkPassword, SignInRefused } from "../studio/services/accounts";
import { record } from "../studio/services/activity";
import { safeCallbackPath } from "./safe-callback";

declare module "next-auth" {
  interface User {
    sid?: string;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    sid?: string;
  }
}

const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1000),
});

/** An unexpected error's name and first line, and its innermost cause's (a driver's code), for the log. */
function describeError(error: unknown): string {
  const line = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message.split("\n")[0]}` : String(value);
  let inner = error as { cause?: unknown; code?: string };
  while (inner?.cause) inner = inner.cause as typeof inner;
  return inner === error
    ? line(error)
    : `${line(error)} (cause: ${line(inner)}${inner.code ? `, code ${inner.code}` : ""})`;
}

class StudioSignInError extends CredentialsSignin {
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** Idle: a session unused this long ends (the cookie is renewed while it is used). */
export const SESSION_IDLE_SECONDS = 12 * 3600;
/** Absolute: no session lives longer, however often it is used (SESSION_LIFETIME_SECONDS, 7 days by default). */
export const sessionLifetimeSeconds = () => readEnv().SESSION_LIFETIME_SECONDS;

export const authConfig: NextAuthConfig = {
  basePath: "/auth",
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  // Refusals are expected and already explained on the form; log their name only, never a credential.
  logger: {
    error: (error) => {
      if (!(error instanceof CredentialsSignin))
        process.stderr.write(`[auth] ${error.name}: ${error.message.split("\n")[0]}\n`);
    },
    warn: () => undefined,
    debug: () => undefined,
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) throw new StudioSignInError("missingFields");
        // The server (server/main.ts) sets this header on every request from the socket (or the trusted proxy), never
        // from the client.
        const address = request.headers.get("x-capture-client-address") ?? "unknown";
        try {
          const person = await checkPassword(parsed.data.email, parsed.data.password, address);
          const first = (await listMemberships(person.id))[0];
          const sid = await createStudioSession(person.id, first?.company.id ?? null, sessionLifetimeSeconds());
          if (first) await record(first.company.id, person, "signedIn");
          return { id: String(person.id), name: person.name, email: person.email, sid };
        } catch (error) {
          if (error instanceof SignInRefused) throw new StudioSignInError(error.code);
          // Unexpected (the database, say): its name and first line for the log, never a credential.
          process.stderr.write(`[auth] sign-in failed: ${describeError(error)}\n`);
          throw new StudioSignInError("signInFailed");
        }
      },
    }),
  ],
  events: {
    // next-auth's own sign-out endpoint (POST /auth/signout) ends the record too, not only the cookie.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await deleteStudioSession(sid);
    },
  },
  callbacks: {
    // Only a path of this site comes back after sign-in, whatever the form or the callback-url cookie says.
    redirect({ url, baseUrl }) {
      const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url;
      return `${baseUrl}${safeCallbackPath(path, "/events")}`;
    },
    async jwt({ token, user }) {
      if (user?.sid) return { sid: user.sid };
      // Every read of the session (pages, /auth/session) asks the record: null ends it and clears the cookie.
      if (typeof token.sid !== "string" || !(await findStudioSession(token.sid))) return null;
      return token;
    },
    session({ session }) {
      // Nothing for the browser: pages read the person on the server (lib/auth/session.ts).
      return { expires: session.expires } as typeof session;
    },
  },
};

export const { auth, handlers, signIn, signOut } = NextAuth(authConfig);
