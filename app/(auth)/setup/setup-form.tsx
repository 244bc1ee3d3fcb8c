"use client";
// Create the owner account: name, e-mail, password, and the company (its username follows the name until edited).
import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/messages";
import { usernameFrom } from "@/lib/studio/schemas/company-username";
import { NewAccountFields } from "../new-account-fields";
import { fieldClasses } from "../sign-in/sign-in-form";
import { createOwnerAccount, type SetupState } from "./actions";

export function SetupForm({ code, codeRequired }: { code: string; codeRequired: boolean }) {
  const [state, action, pending] = useActionState(createOwnerAccount, {
    message: null,
    field: null,
    values: { code },
  } satisfies SetupState);
  const [companyName, setCompanyName] = useState(state.values.companyName ?? "");
  const [username, setUsername] = useState<string | null>(state.values.companyUsername || null);
  const invalid = (field: string) =>
    state.field === field ? { "aria-invalid": true, "aria-describedby": "setup-error" } : {};
  return (
    <form action={action} className="space-y-4">
      {state.message && <FormError id="setup-error">{state.message}</FormError>}
      {codeRequired ? (
        <label className="block text-sm font-medium text-slate-800">
          Setup code <span className="font-normal text-slate-500">(printed by the server at start)</span>
          <input
            name="code"
            required
            defaultValue={state.values.code ?? code}
            autoComplete="off"
            spellCheck={false}
            className={fieldClasses}
            {...invalid("code")}
          />
        </label>
      ) : (
        <input type="hidden" name="code" value={state.values.code ?? code} />
      )}
      <NewAccountFields values={state.values} invalid={invalid} />
      <label className="block text-sm font-medium text-slate-800">
        Company name
        <input
          name="companyName"
          required
          maxLength={100}
          autoComplete="organization"
          value={companyName}
          onChange={(event) => setCompanyName(event.target.value)}
          className={fieldClasses}
          {...invalid("companyName")}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Company username{" "}
        <span className="font-normal text-slate-500">(integrators name the company with it; editable)</span>
        <input
          name="companyUsername"
          required
          maxLength={63}
          spellCheck={false}
          value={username ?? usernameFrom(companyName)}
          onChange={(event) => setUsername(event.target.value)}
          className={fieldClasses}
          {...invalid("companyUsername")}
        />
      </label>
      <Button type="submit" disabled={pending} className="w-full disabled:opacity-60">
        {pending ? "Creating…" : "Create the owner account"}
      </Button>
    </form>
  );
}
