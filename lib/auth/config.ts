// next-auth (v5) for the studio, off /auth because /api/auth is the REST API's token endpoint. The Credentials
// provider checks an API client's id and secret by a token request through the SDK. The session is a JWT,
// encrypted with AUTH_SECRET, that keeps what the server needs to renew tokens (client id, secret, company
// username); the browser only ever sees the encrypted cookie, and /auth/session shows nothing secret.
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { rememberClient, type StudioCredentials } from "../studio/sdk-clients";
import { SignInRefused, verifyCredentials, type StudioCompany } from "../studio/verify-credentials";

/** What the encrypted session token holds. */
export type StudioToken = StudioCredentials & { company: StudioCompany; recentCompanies: string[] };

declare module "next-auth" {
  interface User {
    studio?: StudioToken;
  }
  interface Session {
    studio?: { clientId: string; username: string | null; company: StudioCompany; recentCompanies: string[] };
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    studio?: StudioToken;
  }
}

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

const credentialsSchema = z.object({
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().min(1).max(500),
  username: z
    .string()
    .trim()
    .max(63)
    .transform((value) => value || null)
    .refine((value) => value === null || USERNAME.test(value))
    .optional()
    .transform((value) => value ?? null),
  // Company usernames the person used before (the company switch offers them); not secret, checked for shape only.
  recentCompanies: z
    .string()
    .optional()
    .transform((value) => (value ?? "").split(",").filter((name) => USERNAME.test(name)).slice(0, 5)),
});

class StudioSignInError extends CredentialsSignin {
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

export const SESSION_MAX_AGE_SECONDS = 12 * 3600;

export const authConfig: NextAuthConfig = {
  basePath: "/auth",
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  // Refusals are expected and already explained on the form; log their name only, never a credential.
  logger: {
    error: (error) => {
      if (!(error instanceof CredentialsSignin)) process.stderr.write(`[auth] ${error.name}: ${error.message.split("\n")[0]}\n`);
    },
    warn: () => undefined,
    debug: () => undefined,
  },
  providers: [
    Credentials({
      credentials: { clientId: {}, clientSecret: {}, username: {}, recentCompanies: {} },
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) throw new StudioSignInError(parsed.error.issues.some((issue) => issue.path[0] === "username") ? "companyNotAllowed" : "missingFields");
        const { recentCompanies, ...credentials } = parsed.data;
        // server.js sets this header on every request from the socket (or the trusted proxy), never from the client.
        const address = request.headers.get("x-capture-client-address") ?? "unknown";
        try {
          const { company, client } = await verifyCredentials(credentials, address);
          rememberClient(credentials, client);
          const recent = [company.username, ...recentCompanies.filter((name) => name !== company.username)].slice(0, 5);
          return { id: credentials.clientId, name: company.name, studio: { ...credentials, company, recentCompanies: recent } };
        } catch (error) {
          throw new StudioSignInError(error instanceof SignInRefused ? error.code : "signInFailed");
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.studio) token.studio = user.studio;
      return token;
    },
    session({ session, token }) {
      const studio = token.studio;
      // Only what the pages show: never the secret.
      if (studio) session.studio = { clientId: studio.clientId, username: studio.username, company: studio.company, recentCompanies: studio.recentCompanies };
      return session;
    },
  },
};

export const { auth, handlers, signIn, signOut } = NextAuth(authConfig);
