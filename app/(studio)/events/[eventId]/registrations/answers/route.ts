// GET /events/:eventId/registrations/answers — how the answers to the event's choice questions are spread over all
// its registrations, as NDJSON: a progress line per page read, then the charts
// (lib/studio/loaders/registration-streams.ts).
import { answerCountStream } from "@/lib/studio/loaders/registration-streams";
import { registrationsRoute } from "@/lib/studio/access/route-session";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ eventId: string }> }) {
  return registrationsRoute(
    "registrations.read",
    (await params).eventId,
    ({ api, event, total }) =>
      new Response(answerCountStream(api, event, total, request.signal), {
        headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" },
      }),
  );
}
