// What the API clients page hands its client components: the owners' server actions (app/(studio)/settings/
// actions.ts) as props, so that no component imports server code from app/.
import type { FormValue, ServerAction } from "@/lib/studio/access/action-errors";

/** The company's API clients (the API clients page). */
export type ApiClientActions = {
  createApiClient: ServerAction<
    { name: FormValue },
    { clientId: string; clientSecret: string; name: string; company: string }
  >;
  revokeApiClient: ServerAction<{ clientId: string }, { clientId: string }>;
};
