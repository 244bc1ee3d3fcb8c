// GET /events/:eventId/registrations/answers — how the answers to the event's choice questions are spread over all
// its registrations, as NDJSON: a progress line per page read, then the charts (lib/studio/registration-streams.ts).
import { answerCountStream } from "@/lib/studio/registration-streams";
import { eventIdFrom } from "@/lib/studio/registrations-page";
import { failure, refusal, routeContext } from "@/lib/studio/route-session";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ eventId: string }> }) {
  const context = await routeContext("registrations.read");
  if (context instanceof Response) return context;
  const eventId = eventIdFrom((await params).eventId);
  if (eventId === null) return refusal({ code: "notFound", message: "This event does not exist for your company." });
  try {
    const [{ data: event }, total] = await Promise.all([context.api.events.get(eventId), context.api.registrations.count(eventId)]);
    return new Response(answerCountStream(context.api, event, total, request.signal), {
      headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch (error) {
    return failure(error);
  }
}
