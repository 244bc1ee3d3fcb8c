// Who writes a version, and how (docs/decisions.md §10.4). An API client's or a capture device's write is theirs,
// made through the API. The studio writes as its own API client on a person's behalf; it says whose and how in
// `Studio-Person`, `Studio-How`, `Studio-Restored-From` and `Studio-Restore-Scenarios`, headers read from the
// studio's client only (any other caller's are ignored, not refused: they cannot make a write look like somebody
// else's, nor touch the studio's scenarios).
import { readSetting } from "../db/repositories/deployment-settings";
import type { VersionHow, VersionMeta } from "../db/repositories/event-versions";
import type { Principal } from "./authenticate";

const STUDIO_HOWS: readonly VersionHow[] = ["editor", "import", "restore"];
const REMEMBER_MS = 60_000;
let studio: { clientId: string | null; until: number } | undefined;

/** The studio's client id (deployment_settings), read at most once a minute. */
async function studioClientId(): Promise<string | null> {
  if (!studio || studio.until < Date.now()) {
    studio = { clientId: await readSetting("studioClient"), until: Date.now() + REMEMBER_MS };
  }
  return studio.clientId;
}

const positive = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

export async function versionMetaOf(principal: Principal, headers: Headers): Promise<VersionMeta> {
  if (principal.scope === "capture") return { author: { kind: "device", id: principal.deviceId }, how: "api" };
  const person = positive(headers.get("studio-person"));
  if (person !== null && principal.clientId === (await studioClientId())) {
    const asked = headers.get("studio-how") as VersionHow | null;
    const how = asked && STUDIO_HOWS.includes(asked) ? asked : "editor";
    const restoredFrom = how === "restore" ? (positive(headers.get("studio-restored-from")) ?? undefined) : undefined;
    // A whole version restored: its logic scenarios come back with it (the studio's own data).
    const restoreScenarios = restoredFrom !== undefined && headers.get("studio-restore-scenarios") === "yes";
    return {
      author: { kind: "person", id: person },
      how,
      restoredFrom,
      ...(restoreScenarios ? { restoreScenarios } : {}),
    };
  }
  return { author: { kind: "client", id: principal.clientId }, how: "api" };
}
