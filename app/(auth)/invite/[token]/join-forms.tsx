"use client";
// The invitation's two ways in: join with the account you are signed in with, or create one.
import { useActionState, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/messages";
import { NewAccountFields } from "../../new-account-fields";
import { joinAsSignedIn, joinWithNewAccount, type JoinState } from "./actions";

export function JoinSignedIn({ token, label }: { token: string; label: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="space-y-3">
      {message && <FormError>{message}</FormError>}
      <Button
        disabled={pending}
        className="w-full disabled:opacity-60"
        onClick={() => startTransition(async () => setMessage((await joinAsSignedIn(token))?.message ?? null))}
      >
        {pending ? "Joining…" : label}
      </Button>
    </div>
  );
}

export function JoinNewAccount({ token }: { token: string }) {
  const [state, action, pending] = useActionState(joinWithNewAccount.bind(null, token), {
    message: null,
    field: null,
    values: {},
  } satisfies JoinState);
  const invalid = (field: string) =>
    state.field === field ? { "aria-invalid": true, "aria-describedby": "join-error" } : {};
  return (
    <form action={action} className="space-y-4">
      {state.message && <FormError id="join-error">{state.message}</FormError>}
      <NewAccountFields values={state.values} invalid={invalid} />
      <Button type="submit" disabled={pending} className="w-full disabled:opacity-60">
        {pending ? "Joining…" : "Create my account and join"}
      </Button>
    </form>
  );
}
