"use client";
// The sign-in form: works without JavaScript (a plain form post to the server action); with it, keeps what was
// typed and shows the refusal in place.
import { useActionState, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/messages";
import { signInWithPassword, type SignInState } from "./actions";

type Demo = { email: string; password: string };

export const fieldClasses =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 " +
  "py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none " +
  "focus:ring-2 focus:ring-brand-500/30";

export function SignInForm({
  callbackUrl,
  demo,
  initialMessage,
}: {
  callbackUrl: string;
  demo: Demo | null;
  initialMessage: string | null;
}) {
  const [state, action, pending] = useActionState(signInWithPassword, {
    message: initialMessage,
    email: "",
  } satisfies SignInState);
  const [email, setEmail] = useState(state.email);
  const [password, setPassword] = useState("");
  const form = useRef<HTMLFormElement>(null);
  // Typed before the page hydrated (a slow first load): the inputs hold text the state has not seen, which the next
  // render would wipe from these controlled inputs. Adopt it.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = (name: string) => (elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    if (typed("email")) setEmail(typed("email"));
    if (typed("password")) setPassword(typed("password"));
  }, []);

  return (
    <form
      ref={form}
      action={action}
      className="space-y-4"
      aria-describedby={state.message ? "sign-in-error" : undefined}
    >
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {state.message && <FormError id="sign-in-error">{state.message}</FormError>}
      {demo && (
        <div className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-700">
          <p>Trying Capture Studio on this machine? The demo company&apos;s account is ready for you.</p>
          <Button
            variant="link"
            size="inline"
            className="mt-2 underline-offset-2 hover:text-brand-900"
            onClick={() => {
              setEmail(demo.email);
              setPassword(demo.password);
            }}
          >
            Use the demo account
          </Button>
        </div>
      )}
      <label className="block text-sm font-medium text-slate-800">
        E-mail
        <input
          name="email"
          type="email"
          required
          autoComplete="username"
          spellCheck={false}
          className={fieldClasses}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Password
        <input
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={fieldClasses}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <Button type="submit" disabled={pending} className="w-full disabled:opacity-60">
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
