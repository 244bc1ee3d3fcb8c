"use client";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/messages";
import { fieldClasses } from "../../sign-in/sign-in-form";
import { chooseNewPassword, type ResetState } from "./actions";

export function ResetForm({ token, email }: { token: string; email: string }) {
  const [state, action, pending] = useActionState(chooseNewPassword, { message: null } satisfies ResetState);
  return (
    <form action={action} className="space-y-4" aria-describedby={state.message ? "reset-error" : undefined}>
      {state.message && <FormError id="reset-error">{state.message}</FormError>}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <label className="block text-sm font-medium text-slate-800">
        New password
        <input name="password" type="password" required autoComplete="new-password" className={fieldClasses} />
      </label>
      <Button type="submit" disabled={pending} className="w-full disabled:opacity-60">
        {pending ? "Saving…" : "Set the new password"}
      </Button>
    </form>
  );
}
