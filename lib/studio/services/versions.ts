import "server-only";
// The History panel's one write (docs/studio.md "History"): a version's name is the studio's own data, so it is
// written here, after the SDK has confirmed the event is the company's (another company's answers NotFoundError).
import { nameVersion } from "../../db/repositories/event-versions";
import type { StudioSession } from "../../auth/session";
import type { Client } from "../../sdk";
import { ActionFailure } from "../access/action-errors";
import { can, refusalMessage } from "../access/roles";

export async function nameEventVersion(
  session: StudioSession,
  api: Client,
  eventId: number,
  n: number,
  name: string,
): Promise<void> {
  // The role again here, whoever calls: naming a version is an edit.
  if (!can(session.role, "events.write"))
    throw new ActionFailure({ code: "forbidden", message: refusalMessage(session.role, "events.write") });
  await api.events.get(eventId, { fields: ["name"] });
  if (!(await nameVersion(eventId, n, name))) {
    throw new ActionFailure({
      code: "notFound",
      message: `This event has no version ${n}. Reload the History panel to see its versions.`,
    });
  }
}
