// The studio's next-auth instance (lib/auth/config.ts): handlers for app/auth/[...nextauth], signIn/signOut for
// actions.
export { auth, handlers, signIn, signOut, SESSION_IDLE_SECONDS, sessionLifetimeSeconds } from "./config";
