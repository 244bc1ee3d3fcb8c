import "server-only";
// The studio's route handlers (downloads and streams a server action cannot return) check the session and the
// role as defineAction does, and answer a refusal as JSON with the same error vocabulary.
import type { Client, Event } from "../../sdk";
import { toActionError, type ActionError } from "./action-errors";
import { eventIdFrom } from "../loaders/registrations-page";
import { can, refusalMessage, type Permission } from "./roles";
import { currentSession, noSessionError, type StudioSession } from "../../auth/session";
import { companyApi } from "../services/studio-api";

export type RouteContext = { api: Client; session: StudioSession };

const STATUS: Record<string, number> = {
  signedOut: 401,
  removed: 401,
  forbidden: 403,
  notFound: 404,
  gone: 410,
  invalidInput: 400,
};

/** A JSON refusal with the action error's code and message (never a stack). */
export function refusal(error: ActionError): Response {
  return Response.json(
    { error: error.code, message: error.message },
    { status: STATUS[error.code] ?? 502, headers: { "Cache-Control": "no-store" } },
  );
}

/** The person's context when their role has `permission`; otherwise the Response to send instead. */
export async function routeContext(permission: Permission): Promise<RouteContext | Response> {
  const session = await currentSession();
  if (!session) return refusal(await noSessionError());
  if (!can(session.role, permission))
    return refusal({ code: "forbidden", message: refusalMessage(session.role, permission) });
  return { api: await companyApi(session.company), session };
}

/** Any failure of the SDK before a stream starts, as a refusal. */
export function failure(error: unknown): Response {
  return refusal(toActionError(error));
}

/**
 * A route handler about one event's registrations: the person's context for `permission`, the event (from the
 * path's id) and its registrations' count, or the refusal to send; `answer` builds the response from them.
 */
export async function registrationsRoute(
  permission: Permission,
  rawEventId: string,
  answer: (found: RouteContext & { event: Event; total: number }) => Response,
): Promise<Response> {
  const context = await routeContext(permission);
  if (context instanceof Response) return context;
  const eventId = eventIdFrom(rawEventId);
  if (eventId === null) return refusal({ code: "notFound", message: "This event does not exist for your company." });
  try {
    const [{ data: event }, total] = await Promise.all([
      context.api.events.get(eventId),
      context.api.registrations.count(eventId),
    ]);
    return answer({ ...context, event, total });
  } catch (error) {
    return failure(error);
  }
}
