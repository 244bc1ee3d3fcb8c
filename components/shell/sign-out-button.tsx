"use client";
// Sign out: when this browser keeps unsaved drafts of the company's events, asks first whether to keep them on
// this device (a shared laptop must not hand the next person a whole form); the default is to remove them.
import { useEffect, useRef, useState, useTransition } from "react";
import { createPortal } from "react-dom";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { clearCompanyDrafts, companyDraftKeys } from "@/lib/editor-store/draft";
import type { SessionActions } from "./contract";

const item =
  "w-full rounded-md border border-slate-300 px-3 py-1.5 text-left " +
  "text-slate-700 hover:bg-slate-100 disabled:opacity-60";

export function SignOutButtons({
  company,
  actions,
}: {
  company: string | null;
  actions: Pick<SessionActions, "signOutOfStudio" | "signOutEverywhere">;
}) {
  const [asking, setAsking] = useState<{ everywhere: boolean; drafts: number } | null>(null);
  const [pending, startTransition] = useTransition();
  const removeButton = useRef<HTMLButtonElement>(null);
  const signOutButton = useRef<HTMLButtonElement>(null);
  // The header's Account menu these buttons sit in, if any: it closes while the question is asked (it stayed open
  // behind the dialog), and its button has the focus back when the question is cancelled.
  const menu = useRef<HTMLDetailsElement | null>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) menu.current?.querySelector("summary")?.focus();
    wasAsking.current = asking !== null;
  }, [asking]);

  const finish = (everywhere: boolean, keepDrafts: boolean) =>
    startTransition(async () => {
      if (company && !keepDrafts) clearCompanyDrafts(company);
      await (everywhere ? actions.signOutEverywhere() : actions.signOutOfStudio());
    });

  const start = (everywhere: boolean) => {
    const drafts = company ? companyDraftKeys(company).length : 0;
    if (drafts > 0) {
      menu.current = signOutButton.current?.closest("details") ?? null;
      if (menu.current) menu.current.open = false;
      setAsking({ everywhere, drafts });
    } else finish(everywhere, false);
  };

  return (
    <>
      <button ref={signOutButton} type="button" disabled={pending} className={item} onClick={() => start(false)}>
        Sign out
      </button>
      <button type="button" disabled={pending} className={`${item} mt-2`} onClick={() => start(true)}>
        Sign out everywhere
      </button>
      {/* In the body, not in the menu: a closed <details> hides what it holds, dialogs included. */}
      {asking &&
        createPortal(
          <Dialog
            title="Keep drafts on this device?"
            description={
              `This browser keeps unsaved changes to ${asking.drafts === 1 ? "1 event" : `${asking.drafts} events`} ` +
              `of this company. Anybody who uses this device after you could ` +
              `read them.`
            }
            onCancel={() => setAsking(null)}
            initialFocus={removeButton}
          >
            <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
              <Button variant="secondary" size="sm" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button disabled={pending} variant="secondary" size="sm" onClick={() => finish(asking.everywhere, true)}>
                Keep drafts and sign out
              </Button>
              <Button ref={removeButton} disabled={pending} size="sm" onClick={() => finish(asking.everywhere, false)}>
                Remove drafts and sign out
              </Button>
            </div>
          </Dialog>,
          document.body,
        )}
    </>
  );
}
