"use client";
// The app passcode a tablet signs in with at /capture, with Copy and Rotate (asked first). Rotating does not sign
// out the tablets already signed in: only new sign-ins need the new passcode.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyField } from "@/components/ui/copy-field";
import { StatusLine } from "@/components/ui/messages";
import { useActionNotice } from "@/components/ui/use-action-notice";
import type { PasscodeActions } from "./contract";

export function PasscodePanel({ passcode, actions }: { passcode: string; actions: PasscodeActions }) {
  const { notice, pending, run } = useActionNotice();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-2">
      <CopyField label="App passcode" value={passcode} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="compact" disabled={pending} onClick={() => setConfirming(true)}>
          {pending ? "Rotating…" : "Rotate passcode"}
        </Button>
        <p className="text-xs text-slate-600">
          Rotating does not sign out tablets already signed in; revoke a device below to stop it.
        </p>
      </div>
      <StatusLine notice={notice} />
      {confirming && (
        <ConfirmDialog
          title="Rotate the app passcode?"
          description={
            "A new passcode replaces this one at once: the old one no longer signs a tablet in. Tablets already " +
            "signed in keep capturing and sending; give the new passcode to staff who sign in from now on."
          }
          confirmLabel="Rotate passcode"
          cancelLabel="Keep this passcode"
          busy={pending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            run(
              () => actions.rotateCapturePasscode({}),
              "The passcode was rotated: new sign-ins need the new one, signed-in tablets keep working.",
            );
          }}
        />
      )}
    </div>
  );
}
