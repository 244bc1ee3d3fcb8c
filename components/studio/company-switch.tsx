"use client";
// Switch company: for support staff whose API client acts for several companies. The username is typed (the API
// has no list of a client's companies); the ones used recently are offered.
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { switchCompany } from "@/app/(studio)/account-actions";
import { buttonClasses } from "@/components/ui/button";

export function CompanySwitch({ current, recent }: { current: string; recent: string[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const listId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const others = recent.filter((name) => name !== current);

  const submit = (username: string) =>
    startTransition(async () => {
      const result = await switchCompany({ username });
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      dialog.current?.close();
      router.push("/events");
      router.refresh();
    });

  return (
    <>
      <button type="button" className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900" onClick={() => (setError(null), dialog.current?.showModal())}>
        Switch company
      </button>
      <dialog ref={dialog} aria-labelledby={`${listId}-title`} className="m-auto w-full max-w-sm rounded-lg border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/30">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(String(new FormData(event.currentTarget).get("username") ?? ""));
          }}
          className="space-y-4"
        >
          <h2 id={`${listId}-title`} className="text-base font-semibold text-slate-900">
            Switch company
          </h2>
          <p className="text-sm text-slate-600">Your API client must be allowed to act for the company. You stay signed in if it is not.</p>
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <label className="block text-sm font-medium text-slate-800">
            Company username
            <input name="username" required list={`${listId}-recent`} autoComplete="off" spellCheck={false} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
          </label>
          <datalist id={`${listId}-recent`}>
            {others.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {others.length > 0 && (
            <div className="text-sm">
              <p className="text-slate-600">Recently used:</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {others.map((name) => (
                  <li key={name}>
                    <button type="button" disabled={pending} onClick={() => submit(name)} className="rounded-md border border-slate-300 px-2 py-1 text-slate-700 hover:bg-slate-100">
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonClasses("secondary", "text-sm")} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="submit" disabled={pending} className={buttonClasses("primary", "text-sm disabled:opacity-60")}>
              {pending ? "Checking…" : "Switch"}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
