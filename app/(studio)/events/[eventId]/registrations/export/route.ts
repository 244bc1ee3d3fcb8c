// GET /events/:eventId/registrations/export — every registration of the event as a CSV download, streamed page by
// page from the SDK (lib/studio/loaders/registration-streams.ts). X-Registration-Count carries the count when it
// started, for
// the browser's progress bar.
import { attachment, registrationsCsv } from "@/lib/studio/loaders/registration-streams";
import { registrationsRoute } from "@/lib/studio/access/route-session";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ eventId: string }> }) {
  return registrationsRoute(
    "registrations.read",
    (await params).eventId,
    ({ api, event, total }) =>
      new Response(registrationsCsv(api, event, request.signal), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": attachment(event.name, new Date()),
          "X-Registration-Count": String(total),
          "Cache-Control": "no-store",
        },
      }),
  );
}
