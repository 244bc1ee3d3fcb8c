import type { Metadata } from "next";
import { headers } from "next/headers";
import { DevicesTable } from "@/components/capture-settings/devices-table";
import { EventsOpenList } from "@/components/capture-settings/events-open-list";
import { PasscodePanel } from "@/components/capture-settings/passcode-panel";
import { QrCode } from "@/components/capture-settings/qr-code";
import { NotAllowed } from "@/components/shell/not-allowed";
import { CopyField } from "@/components/ui/copy-field";
import { requireSession } from "@/lib/auth/session";
import { can } from "@/lib/studio/access/roles";
import { formatDateTime } from "@/lib/studio/format/dates";
import { relativeTime } from "@/lib/studio/format/relative-time";
import { capturePage } from "@/lib/studio/services/capture";
import { qrCodeSvg } from "@/lib/studio/services/capture-qr";
import { publicOrigin } from "@/lib/studio/services/public-origin";
import { renameCaptureDevice, revokeCaptureDevice, rotateCapturePasscode, setEventOpenForCapture } from "./actions";

export const metadata: Metadata = { title: "Capture" };

// Owners and editors only ("capture.read", lib/studio/access/roles.ts): viewers get "Not available to your role",
// since the passcode signs a tablet in to capture leads for the company.
export default async function CapturePage() {
  const session = await requireSession("/settings/capture");
  if (!can(session.role, "capture.read")) return <NotAllowed role={session.role} permission="capture.read" />;
  const manage = can(session.role, "capture.manage");
  const { appPasscode, events, devices } = await capturePage(session);
  const captureLink = `${await publicOrigin(await headers())}/capture`;
  const qr = await qrCodeSvg(captureLink);
  const now = new Date();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Capture</h1>
        <p className="text-sm text-slate-600">
          Stand staff capture leads for {session.company.name} on tablets and phones, also when the hall&apos;s Wi-Fi is
          down. A tablet signs in once at the capture link with the company&apos;s username (
          <span className="font-mono">{session.company.username}</span>), the app passcode below and the staff
          member&apos;s name; it then becomes one of the devices listed here.
        </p>
      </div>

      <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading" className="text-base font-semibold text-slate-900">
          Sign a tablet in
        </h2>
        <div className="flex flex-wrap items-start gap-6">
          <div className="min-w-64 flex-1 space-y-4">
            <CopyField label="Capture link" value={captureLink} />
            <PasscodePanel passcode={appPasscode} actions={{ rotateCapturePasscode }} />
          </div>
          <QrCode svg={qr} label={`QR code of the capture link, ${captureLink}`} />
        </div>
      </section>

      <section className="space-y-2" aria-labelledby="devices-heading">
        <h2 id="devices-heading" className="text-base font-semibold text-slate-900">
          Devices
        </h2>
        {!manage && (
          <p className="text-sm text-slate-600">Owners rename and revoke devices; ask one if a tablet was lost.</p>
        )}
        <DevicesTable
          captureLink={captureLink}
          actions={manage ? { renameCaptureDevice, revokeCaptureDevice } : undefined}
          rows={devices.map((device) => ({
            id: device.id,
            name: device.name,
            staff: device.staff,
            created: relativeTime(device.created, now),
            createdExact: formatDateTime(device.created, "UTC"),
            lastSeen: device.lastSeen ? relativeTime(device.lastSeen, now) : "not yet",
            pending: device.pending === null ? "—" : String(device.pending),
            appVersion: device.appVersion ?? "—",
            revoked: device.revokedAt
              ? `${relativeTime(device.revokedAt, now)}${device.revokedBy ? ` by ${device.revokedBy}` : ""}`
              : null,
          }))}
        />
      </section>

      <section className="space-y-2" aria-labelledby="events-heading">
        <h2 id="events-heading" className="text-base font-semibold text-slate-900">
          Events open for capture
        </h2>
        <p className="text-sm text-slate-600">
          Devices show the open events only. Closing one removes it from the devices at their next sync; leads they
          still have to send for it are kept on them.
          {!manage && " Owners open and close events."}
        </p>
        <EventsOpenList events={events} actions={manage ? { setEventOpenForCapture } : undefined} />
      </section>
    </div>
  );
}
