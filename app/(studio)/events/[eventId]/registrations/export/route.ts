// GET /events/:eventId/registrations/export — every registration of the event as a CSV download, streamed page by
// page from the SDK (lib/studio/registration-streams.ts). X-Registration-Count carries the count when it started, for
// the browser's progress bar.
import { registrationsCsv, attachment } from "@/lib/studio/registration-streams";
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
    return new Response(registrationsCsv(context.api, event, request.signal), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachment(event.name, new Date()),
        "X-Registration-Count": String(total),
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return failure(error);
  }
}
