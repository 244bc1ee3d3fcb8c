"use client";
// The company's capture devices: who signed each in, when it was last seen and what it reported then (leads
// waiting on it, its app's version), Active or Revoked. Owners rename a device and revoke it (asked first); editors
// see the same table without those actions.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusLine } from "@/components/ui/messages";
import { Table } from "@/components/ui/table";
import { useActionNotice } from "@/components/ui/use-action-notice";
import type { DeviceActions } from "./contract";
import { RenameDeviceDialog } from "./rename-device-dialog";

export type DeviceRow = {
  id: string;
  name: string;
  staff: string;
  created: string;
  /** The exact time, for the title. */
  createdExact: string;
  lastSeen: string;
  pending: string;
  appVersion: string;
  /** Null while active; else when and by whom ("2 hours ago by Ada Lovelace"). */
  revoked: string | null;
};

export function DevicesTable({
  rows,
  captureLink,
  actions,
}: {
  rows: DeviceRow[];
  captureLink: string;
  /** Absent for editors: no rename, no revoke. */
  actions?: DeviceActions;
}) {
  const { notice, pending, run } = useActionNotice();
  const [revoking, setRevoking] = useState<DeviceRow | null>(null);
  const [renaming, setRenaming] = useState<DeviceRow | null>(null);
  if (!rows.length)
    return (
      <p className="text-sm text-slate-600" data-testid="no-devices">
        No devices yet: open <span className="font-mono">{captureLink}</span> on a tablet (or scan the QR code) and
        enter the company&apos;s username, the passcode and the staff member&apos;s name.
      </p>
    );
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      <Table
        actions={Boolean(actions)}
        columns={[
          { label: "Device" },
          { label: "Staff" },
          { label: "Created" },
          { label: "Last seen" },
          { label: "Waiting leads", align: "right" },
          { label: "App version" },
          { label: "Status" },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="px-4 py-2 font-medium text-slate-900">
              <bdi>{row.name}</bdi>
            </td>
            <td className="px-4 py-2 text-slate-700">
              <bdi>{row.staff}</bdi>
            </td>
            <td className="px-4 py-2 text-slate-600" title={row.createdExact}>
              {row.created}
            </td>
            <td className="px-4 py-2 text-slate-600">{row.lastSeen}</td>
            <td className="px-4 py-2 text-right text-slate-700 tabular-nums">{row.pending}</td>
            <td className="px-4 py-2 font-mono text-xs text-slate-700">{row.appVersion}</td>
            <td className="px-4 py-2">
              {row.revoked ? (
                <span className="text-slate-700">
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">Revoked</span>
                  <span className="block text-xs text-slate-600">
                    <bdi>{row.revoked}</bdi>
                  </span>
                </span>
              ) : (
                <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">Active</span>
              )}
            </td>
            {actions && (
              <td className="px-4 py-2 text-right whitespace-nowrap">
                <Button variant="ghost" size="row" disabled={pending} onClick={() => setRenaming(row)}>
                  Rename<span className="sr-only"> {row.name}</span>
                </Button>
                {!row.revoked && (
                  <Button variant="ghost-danger" size="row" disabled={pending} onClick={() => setRevoking(row)}>
                    Revoke<span className="sr-only"> {row.name}</span>
                  </Button>
                )}
              </td>
            )}
          </tr>
        ))}
      </Table>
      {actions && renaming && (
        <RenameDeviceDialog
          device={renaming}
          busy={pending}
          onCancel={() => setRenaming(null)}
          onRename={async (name) => {
            const result = await actions.renameCaptureDevice({ deviceId: renaming.id, name });
            if (result.ok) {
              setRenaming(null);
              run(async () => result, `The device is now called “${result.data.name}”.`);
            }
            return result;
          }}
        />
      )}
      {actions && revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          description={
            `${revoking.name} (${revoking.staff}) is refused from its next request, in every server process: it ` +
            "can no longer load forms or send leads. Leads still waiting on it stay on the tablet: staff can export " +
            "them there (CSV or JSON). To capture on it again, sign it in anew with the passcode."
          }
          confirmLabel={`Revoke ${revoking.name}`}
          cancelLabel="Keep it"
          busy={pending}
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            const row = revoking;
            setRevoking(null);
            run(
              () => actions.revokeCaptureDevice({ deviceId: row.id }),
              `“${row.name}” was revoked: its next request is refused.`,
            );
          }}
        />
      )}
    </div>
  );
}
