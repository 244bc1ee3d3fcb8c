// defineAction: the shape of every server action (docs/conventions.md 7). Check the session and the role, safeParse the
// input,
// run the handler with the person's SDK client, and return a result: never throw to the client.
import { unstable_rethrow } from "next/navigation";
import type { z, ZodType } from "zod";
import type { Client } from "../../sdk";
import { toActionError, type ActionError, type ActionResult } from "./action-errors";
import { can, refusalMessage, type Permission } from "./roles";
import {
  currentPersonSession,
  currentSession,
  noSessionError,
  type PersonSession,
  type StudioSession,
} from "../../auth/session";
import { companyApi } from "../services/studio-api";

export type { ActionError, ActionResult };
export type ActionContext = { api: Client; session: StudioSession };

/** The zod issues of refused input, as `details.issues` with a dotted path each. */
function invalidInput(error: z.ZodError): ActionError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  const said = (first?.message ?? "it is not valid").replace(/[.!?]$/, "");
  return { code: "invalidInput", message: `Check ${first?.path || "the input"}: ${said}.`, details: { issues } };
}

/** Who may run an action: the session the handler runs with, or the error that refuses it before anything else. */
type Gate<Session> = () => Promise<{ session: Session } | { error: ActionError }>;

/**
 * The one body of every server action: the gate, then safeParse, then the handler; any throw becomes an ActionError.
 */
function wrapAction<S extends ZodType, T, Session>(
  gate: Gate<Session>,
  schema: S,
  handler: (input: z.output<S>, session: Session) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  return async (input: unknown) => {
    const passed = await gate();
    if ("error" in passed) return { ok: false, error: passed.error };
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { ok: false, error: invalidInput(parsed.error) };
    try {
      return { ok: true, data: await handler(parsed.data, passed.session) };
    } catch (error) {
      // redirect() and notFound() are Next.js's control flow, not failures.
      unstable_rethrow(error);
      return { ok: false, error: toActionError(error) };
    }
  };
}

/** A server action that needs `permission` (lib/studio/access/roles.ts), checked on the server before anything else. */
export function defineAction<S extends ZodType, T>(
  permission: Permission,
  schema: S,
  handler: (input: z.output<S>, context: ActionContext) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  const gate: Gate<StudioSession> = async () => {
    const session = await currentSession();
    if (!session) return { error: await noSessionError() };
    if (!can(session.role, permission))
      return { error: { code: "forbidden", message: refusalMessage(session.role, permission) } };
    return { session };
  };
  return wrapAction(gate, schema, async (input, session) =>
    handler(input, { api: await companyApi(session.company), session }),
  );
}

/**
 * A server action of the person's own account (no company needed): checks the session, safeParses the input, and
 * runs the handler with the session.
 */
export function definePersonAction<S extends ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, session: PersonSession) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  const gate: Gate<PersonSession> = async () => {
    const session = await currentPersonSession();
    return session ? { session } : { error: await noSessionError() };
  };
  return wrapAction(gate, schema, handler);
}
