// No registration yet: how they arrive (the capture app on the stand's tablets, or any integration through the API),
// with a curl line for this event, and the preview to try the form.
import { ButtonLink } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";

const VERSION = "application/vnd.service-v1.1.5+json";

export function EmptyRegistrations({
  eventId,
  origin,
  values,
}: {
  eventId: number;
  origin: string;
  values: Record<string, { value: unknown }>;
}) {
  const curl = [
    `V="${VERSION}"`,
    `TOKEN=$(curl -s -u "$CLIENT_ID:$CLIENT_SECRET" -H "Accept: $V" \\`,
    `  -d 'grant_type=client_credentials&scope=PublicAPI' "${origin}/api/auth" ` +
      `| sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
    `curl -s -i -X POST -H "Accept: $V" -H "Content-Type: $V" -H "Authorization: Bearer $TOKEN" \\`,
    `  -d '${JSON.stringify({ values }).replace(/'/g, "'\\''")}' \\`,
    `  "${origin}/api/events/${eventId}/registrations"`,
  ].join("\n");
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8">
      <h2 className="text-base font-semibold text-slate-900">No registrations yet</h2>
      <p className="mt-2 max-w-2xl text-sm text-slate-700">
        Registrations arrive when your stand staff send the form from the capture app on their tablets, or when any
        other system posts them through the API. This page shows them as they come in. To send one yourself, with your
        API client&apos;s id and secret:
      </p>
      <div className="mt-3">
        <CopyField label="Register through the API with curl" value={curl} multiline />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ButtonLink href={`/events/${eventId}?preview=1`}>Open the preview</ButtonLink>
        <span className="text-sm text-slate-600">
          …and send your answers as a test registration (it is deleted again at once).
        </span>
      </div>
    </div>
  );
}
