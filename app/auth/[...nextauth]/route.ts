// /auth/* — next-auth's own endpoints (session, CSRF, callback, sign-out); /api/auth is the REST API's token endpoint.
import { handlers } from "@/lib/auth";

export const { GET, POST } = handlers;
