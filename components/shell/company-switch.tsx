"use client";
// Switch company: the person's companies, each with their role there; support staff may also open any company by
// its username (the studio records it in that company's activity).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/messages";
import type { SessionActions } from "./contract";

type Company = { username: string; name: string; role: string };

export function CompanySwitch({
  current,
  companies,
  staff,
  actions,
}: {
  current: string | null;
  companies: Company[];
  staff: boolean;
  actions: Pick<SessionActions, "switchCompany">;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  const submit = (username: string) =>
    startTransition(async () => {
      const result = await actions.switchCompany({ username });
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      setOpen(false);
      router.push("/events");
      router.refresh();
    });

  return (
    <>
      <button
        type="button"
        className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        onClick={() => (setError(null), setOpen(true))}
      >
        Switch company
      </button>
      {open ? (
        <Dialog title="Switch company" onCancel={() => setOpen(false)} className="max-w-sm">
          <div className="space-y-4 overflow-y-auto px-5 py-4">
            {error && <FormError>{error}</FormError>}
            {companies.length > 0 && (
              <ul className="space-y-1 text-sm" aria-label="Your companies">
                {companies.map((company) => (
                  <li key={company.username}>
                    <button
                      type="button"
                      disabled={pending || company.username === current}
                      aria-current={company.username === current ? "true" : undefined}
                      onClick={() => submit(company.username)}
                      className={
                        "flex w-full items-center justify-between rounded-md border " +
                        "border-slate-200 px-3 py-2 text-left hover:bg-slate-50 " +
                        "disabled:cursor-default disabled:bg-slate-50"
                      }
                    >
                      <span>
                        <span className="font-medium text-slate-900">{company.name}</span>{" "}
                        <span className="text-slate-500">@{company.username}</span>
                      </span>
                      <span className="text-xs text-slate-600">
                        {company.username === current ? "Current" : company.role}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {staff && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  submit(String(new FormData(event.currentTarget).get("username") ?? ""));
                }}
                className="space-y-2"
              >
                <label className="block text-sm font-medium text-slate-800">
                  Open any company (support staff)
                  <input
                    name="username"
                    required
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="company username"
                    className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
                  />
                </label>
                <p className="text-xs text-slate-600">
                  You work on it as an editor; the company&apos;s owners see that you opened it.
                </p>
                <Button type="submit" disabled={pending} size="sm" className="disabled:opacity-60">
                  {pending ? "Opening…" : "Open"}
                </Button>
              </form>
            )}
            <div className="flex justify-end">
              <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
                Close
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
