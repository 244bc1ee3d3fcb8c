import "server-only";
// A service's own role check (docs/conventions.md 7): the server action asked first (defineAction); each service
// asks again, so that no other caller skips it.
import type { StudioSession } from "../../auth/session";
import { ActionFailure } from "./action-errors";
import { can, refusalMessage, type Permission } from "./roles";

/** Throws the "forbidden" failure, in the words of `refusalMessage`, unless the person's role has `permission`. */
export function allow(session: StudioSession, permission: Permission): void {
  if (!can(session.role, permission))
    throw new ActionFailure({ code: "forbidden", message: refusalMessage(session.role, permission) });
}

/** The failure for an event that is not (or no longer) the company's. */
export const eventGone = (): ActionFailure =>
  new ActionFailure({
    code: "notFound",
    message: "This event is not one of your company's (was it deleted?). Reload the page to see its events.",
  });
