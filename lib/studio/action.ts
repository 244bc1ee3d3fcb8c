// defineAction: the shape of every server action (docs/conventions.md 7). Check the session and the role, safeParse the input,
// run the handler with the person's SDK client, and return a result: never throw to the client.
import { unstable_rethrow } from "next/navigation";
import type { z, ZodType } from "zod";
import type { Client } from "../sdk";
import { toActionError, type ActionError, type ActionResult } from "./action-errors";
import { can, refusalMessage, type Permission } from "./roles";
import { currentPersonSession, currentSession, noSessionError, type PersonSession, type StudioSession } from "./session";
import { companyApi } from "./studio-client";

export type { ActionError, ActionResult };
export type ActionContext = { api: Client; session: StudioSession };

/** The zod issues of refused input, as `details.issues` with a dotted path each. */
function invalidInput(error: z.ZodError): ActionError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  const said = (first?.message ?? "it is not valid").replace(/[.!?]$/, "");
  return { code: "invalidInput", message: `Check ${first?.path || "the input"}: ${said}.`, details: { issues } };
}

/** A server action that needs `permission` (lib/studio/roles.ts), checked on the server before anything else. */
export function defineAction<S extends ZodType, T>(
  permission: Permission,
  schema: S,
  handler: (input: z.output<S>, context: ActionContext) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  return async (input: unknown) => {
    const session = await currentSession();
    if (!session) return { ok: false, error: await noSessionError() };
    if (!can(session.role, permission)) return { ok: false, error: { code: "forbidden", message: refusalMessage(session.role, permission) } };
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { ok: false, error: invalidInput(parsed.error) };
    try {
      return { ok: true, data: await handler(parsed.data, { api: await companyApi(session.company), session }) };
    } catch (error) {
      // redirect() and notFound() are Next.js's control flow, not failures.
      unstable_rethrow(error);
      return { ok: false, error: toActionError(error) };
    }
  };
}

/**
 * A server action of the person's own account (no company needed): checks the session, safeParses the input, and
 * runs the handler with the session.
 */
export function definePersonAction<S extends ZodType, T>(schema: S, handler: (input: z.output<S>, session: PersonSession) => Promise<T>): (input: unknown) => Promise<ActionResult<T>> {
  return async (input: unknown) => {
    const session = await currentPersonSession();
    if (!session) return { ok: false, error: await noSessionError() };
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { ok: false, error: invalidInput(parsed.error) };
    try {
      return { ok: true, data: await handler(parsed.data, session) };
    } catch (error) {
      unstable_rethrow(error);
      return { ok: false, error: toActionError(error) };
    }
  };
}
