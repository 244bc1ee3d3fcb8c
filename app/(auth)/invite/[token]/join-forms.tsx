"use client";
// The invitation's two ways in: join with the account you are signed in with, or create one.
import { useActionState, useState, useTransition } from "react";
import { buttonClasses } from "@/components/ui/button";
import { FormError } from "@/components/ui/messages";
import { fieldClasses } from "../../sign-in/sign-in-form";
import { joinAsSignedIn, joinWithNewAccount, type JoinState } from "./actions";

export function JoinSignedIn({ token, label }: { token: string; label: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="space-y-3">
      {message && (
        <FormError>{message}</FormError>
      )}
      <button type="button" disabled={pending} className={buttonClasses("primary", "w-full disabled:opacity-60")} onClick={() => startTransition(async () => setMessage((await joinAsSignedIn(token))?.message ?? null))}>
        {pending ? "Joining…" : label}
      </button>
    </div>
  );
}

export function JoinNewAccount({ token }: { token: string }) {
  const [state, action, pending] = useActionState(joinWithNewAccount.bind(null, token), { message: null, field: null, values: {} } satisfies JoinState);
  const invalid = (field: string) => (state.field === field ? { "aria-invalid": true, "aria-describedby": "join-error" } : {});
  return (
    <form action={action} className="space-y-4">
      {state.message && (
        <FormError id="join-error">{state.message}</FormError>
      )}
      <label className="block text-sm font-medium text-slate-800">
        Your name
        <input name="name" required maxLength={100} autoComplete="name" defaultValue={state.values.name} className={fieldClasses} {...invalid("name")} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        E-mail
        <input name="email" type="email" required autoComplete="username" defaultValue={state.values.email} className={fieldClasses} {...invalid("email")} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Password <span className="font-normal text-slate-500">(at least 10 characters)</span>
        <input name="password" type="password" required minLength={10} autoComplete="new-password" className={fieldClasses} {...invalid("password")} />
      </label>
      <button type="submit" disabled={pending} className={buttonClasses("primary", "w-full disabled:opacity-60")}>
        {pending ? "Joining…" : "Create my account and join"}
      </button>
    </form>
  );
}
