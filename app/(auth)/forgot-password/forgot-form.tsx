"use client";
// The e-mail address to send a new password's link to; the answer never says whether it has an account.
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/messages";
import { fieldClasses } from "../sign-in/sign-in-form";
import { askForReset, type ForgotState } from "./actions";

export function ForgotForm({ mailConfigured }: { mailConfigured: boolean }) {
  const [state, action, pending] = useActionState(askForReset, {
    message: null,
    sent: false,
    email: "",
  } satisfies ForgotState);
  if (state.sent)
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      >
        {mailConfigured
          ? `If ${state.email} belongs to an account, a link to choose a new password is on its way there. ` +
            "It works once, for one hour."
          : "This studio cannot send e-mail yet (mail is not configured), so no link was sent. Ask whoever runs it " +
            "for a link: they print one with npm run reset-password -- --email <your address>."}
      </p>
    );
  return (
    <form action={action} className="space-y-4" aria-describedby={state.message ? "forgot-error" : undefined}>
      {state.message && <FormError id="forgot-error">{state.message}</FormError>}
      <label className="block text-sm font-medium text-slate-800">
        E-mail
        <input
          name="email"
          type="email"
          required
          autoComplete="username"
          spellCheck={false}
          defaultValue={state.email}
          className={fieldClasses}
        />
      </label>
      <Button type="submit" disabled={pending} className="w-full disabled:opacity-60">
        {pending ? "Sending…" : "Send me a link"}
      </Button>
    </form>
  );
}
