"use client";
// The account page's forms: each sends one server action and says what happened in place.
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusLine, type Notice } from "@/components/ui/messages";
import { COMPANY_USERNAME_PATTERN, usernameFrom } from "@/lib/studio/schemas/company-username";
import type { ActionResult } from "@/lib/studio/access/action-errors";
import type { AccountActions, CompanyActions } from "./contract";

type Result = ActionResult<unknown>;
const input = "mt-1 block w-80 max-w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm";

function ActionForm({
  title,
  description,
  submit,
  success,
  children,
  danger = false,
}: {
  title: string;
  description?: ReactNode;
  submit(form: FormData): Promise<Result>;
  success(result: Result): string;
  children: ReactNode;
  danger?: boolean;
}) {
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    startTransition(async () => {
      const result = await submit(data);
      setNotice(result.ok ? { tone: "ok", text: success(result) } : { tone: "error", text: result.error.message });
      if (result.ok) {
        form.querySelectorAll<HTMLInputElement>("input[type=password]").forEach((field) => (field.value = ""));
        router.refresh();
      }
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      className={`space-y-3 rounded-lg border bg-white p-4 ${danger ? "border-red-200" : "border-slate-200"}`}
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      {children}
      <div className="flex items-center gap-3">
        <Button
          type="submit"
          disabled={pending}
          variant={danger ? "secondary" : "primary"}
          size="sm"
          className="disabled:opacity-60"
        >
          {pending ? "Working…" : title}
        </Button>
        <StatusLine notice={notice} alertOnError />
      </div>
    </form>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export function NameForm({ name, actions }: { name: string; actions: Pick<AccountActions, "updateName"> }) {
  return (
    <ActionForm
      title="Change name"
      submit={(form) => actions.updateName({ name: text(form, "name") })}
      success={() => "Your name was changed."}
    >
      <label className="block text-sm font-medium text-slate-800">
        Name
        <input name="name" required maxLength={100} defaultValue={name} autoComplete="name" className={input} />
      </label>
    </ActionForm>
  );
}

/** " 2 other sessions were signed out." after a change that ended the person's other sessions; "" when none. */
function signedOutNote(ended: number): string {
  if (!ended) return "";
  return ` ${ended === 1 ? "1 other session was" : `${ended} other sessions were`} signed out.`;
}

function CurrentPasswordField() {
  return (
    <label className="block text-sm font-medium text-slate-800">
      Current password
      <input name="currentPassword" type="password" required autoComplete="current-password" className={input} />
    </label>
  );
}

export function EmailForm({ email, actions }: { email: string; actions: Pick<AccountActions, "updateEmail"> }) {
  return (
    <ActionForm
      title="Change e-mail"
      description={
        "You sign in with this address. Changing it signs out your other " + "sessions (other browsers and devices)."
      }
      submit={(form) =>
        actions.updateEmail({ email: text(form, "email"), currentPassword: text(form, "currentPassword") })
      }
      success={(result) => {
        const { email: address, endedSessions } = (result as { data: { email: string; endedSessions: number } }).data;
        return (
          `If no other account uses ${address}, you now sign in with it ` +
          `(this page shows your address).${signedOutNote(endedSessions)}`
        );
      }}
    >
      <label className="block text-sm font-medium text-slate-800">
        E-mail
        <input name="email" type="email" required defaultValue={email} autoComplete="email" className={input} />
      </label>
      <CurrentPasswordField />
    </ActionForm>
  );
}

export function PasswordForm({ actions }: { actions: Pick<AccountActions, "updatePassword"> }) {
  return (
    <ActionForm
      title="Change password"
      description={
        "At least 10 characters, not one of the common passwords. Your other " +
        "sessions (other browsers and devices) end at once; this one stays " +
        "signed in."
      }
      submit={(form) =>
        actions.updatePassword({
          currentPassword: text(form, "currentPassword"),
          newPassword: text(form, "newPassword"),
        })
      }
      success={(result) => {
        const ended = (result as { data: { endedSessions: number } }).data.endedSessions;
        return `Your password was changed.${signedOutNote(ended)}`;
      }}
    >
      <CurrentPasswordField />
      <label className="block text-sm font-medium text-slate-800">
        New password
        <input
          name="newPassword"
          type="password"
          required
          minLength={10}
          autoComplete="new-password"
          className={input}
        />
      </label>
    </ActionForm>
  );
}

export function NewCompanyForm({ actions }: { actions: Pick<AccountActions, "createCompany"> }) {
  return (
    <ActionForm
      title="Create a company"
      description="You become its owner and can invite your colleagues."
      submit={(form) => actions.createCompany({ name: text(form, "name"), username: text(form, "username") })}
      success={() => "The company was created; you now work on it."}
    >
      <CompanyFields />
    </ActionForm>
  );
}

/** A company made by `npm run credentials` gets its first owner only through the one-time code the command printed. */
export function ClaimCompanyForm({ actions }: { actions: Pick<AccountActions, "claimCompany"> }) {
  return (
    <ActionForm
      title="Claim a company made for you"
      description={
        "Whoever runs this studio may have made your company with npm run " +
        "credentials: the command printed a one-time claim code for it. Enter " +
        "it to become the company's first owner."
      }
      submit={(form) => actions.claimCompany({ code: text(form, "code") })}
      success={(result) =>
        `You are now the owner of @${(result as { data: { username: string } }).data.username} and work on it.`
      }
    >
      <label className="block text-sm font-medium text-slate-800">
        Claim code
        <input
          name="code"
          required
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder="claim_…"
          className={input}
        />
      </label>
    </ActionForm>
  );
}

/** Name and username, the username following the name until it is edited. */
export function CompanyFields({ defaultName = "" }: { defaultName?: string }) {
  const [name, setName] = useState(defaultName);
  const [username, setUsername] = useState<string | null>(null);
  const suggested = usernameFrom(name);
  return (
    <>
      <label className="block text-sm font-medium text-slate-800">
        Company name
        <input
          name="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="organization"
          className={input}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Username <span className="font-normal text-slate-500">(integrators name the company with it)</span>
        <input
          name="username"
          required
          maxLength={63}
          pattern={COMPANY_USERNAME_PATTERN}
          value={username ?? suggested}
          onChange={(event) => setUsername(event.target.value)}
          spellCheck={false}
          className={input}
        />
      </label>
    </>
  );
}

export function RenameCompanyForm({ name, actions }: { name: string; actions: Pick<CompanyActions, "renameCompany"> }) {
  return (
    <ActionForm
      title="Rename the company"
      submit={(form) => actions.renameCompany({ name: text(form, "name") })}
      success={() => "The company was renamed."}
    >
      <label className="block text-sm font-medium text-slate-800">
        Company name
        <input name="name" required maxLength={100} defaultValue={name} className={input} />
      </label>
    </ActionForm>
  );
}

export function RemoveDemoForm({ actions }: { actions: Pick<CompanyActions, "removeDemo"> }) {
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, startTransition] = useTransition();
  const title = "Remove the demo company";
  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">
        Deletes the demo company with its events, registrations and API clients, and the people who belong to no other
        company (the demo account too). A production studio should not keep a company whose secret was printed at start.
      </p>
      <div className="flex items-center gap-3">
        <Button
          disabled={pending}
          onClick={() => setAsking(true)}
          variant="secondary"
          size="sm"
          className="disabled:opacity-60"
        >
          {pending ? "Working…" : title}
        </Button>
        <StatusLine notice={notice} alertOnError />
      </div>
      {asking && (
        <ConfirmDialog
          title="Remove the demo company and everything in it?"
          description={
            "Its events, registrations and API clients are deleted, with the people " +
            "who belong to no other company. This cannot be undone."
          }
          confirmLabel="Remove the demo company"
          cancelLabel="Keep it"
          busy={pending}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            startTransition(async () => {
              const result = await actions.removeDemo({});
              if (!result.ok) return setNotice({ tone: "error", text: result.error.message });
              setNotice({ tone: "ok", text: "The demo company was removed." });
              window.location.assign(result.data.removedSelf ? "/sign-in?reason=demoRemoved" : "/events");
            });
          }}
        />
      )}
    </div>
  );
}
