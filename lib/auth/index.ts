// The studio's next-auth instance (lib/auth/config.ts): auth() in pages, handlers for app/auth/[...nextauth].
export { auth, handlers, signIn, signOut, type StudioToken } from "./config";
