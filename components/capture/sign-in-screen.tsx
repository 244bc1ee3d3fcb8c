"use client";
// (a) Signing a device in: the company username, the app passcode (from the studio's Capture page), who is on the
// stand, and optionally a name for the device. The token and the device are kept on the device (IndexedDB).
import { useState, type FormEvent } from "react";
import { ApiError, NetworkError } from "@/lib/sdk";
import { useCaptureApp } from "./use-capture";
import { touchButton, touchInput } from "./touch";

function signInMessage(error: unknown): string {
  if (error instanceof NetworkError)
    return "No connection to the server. Signing in needs the network once; connect the tablet and try again.";
  if (error instanceof ApiError) {
    if (error.status === 401)
      return "The company username or the app passcode is not right. Check both on the studio's Capture page.";
    if (error.status === 429) return "Too many tries. Wait a minute, then try again.";
    if (error.status === 400) return "Fill in the company username, the app passcode and your name.";
  }
  return error instanceof Error ? error.message : "The device could not be signed in. Try again.";
}

/** `again`: the company this device holds leads of, when it signs in again after its token was refused. */
export function SignInScreen({ again }: { again?: string } = {}) {
  const app = useCaptureApp();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Twelve characters read off the studio's screen: shown while typed, on request (the stand is not a bank).
  const [showPasscode, setShowPasscode] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "").trim();
    const input = { username: field("username"), appPasscode: field("appPasscode"), staff: field("staff") };
    const missing = [
      !input.username && "the company username",
      !input.appPasscode && "the app passcode",
      !input.staff && "your name",
    ].filter(Boolean);
    if (missing.length) return setProblem(`Fill in ${missing.join(", ")}.`);
    setBusy(true);
    setProblem(null);
    try {
      await app.signIn({ ...input, ...(field("name") ? { name: field("name") } : {}) });
    } catch (error) {
      setProblem(signInMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">
        {again ? "Sign this device in again" : "Sign this device in"}
      </h1>
      <p className="mt-2 text-slate-700">
        {again
          ? "The server no longer takes this device's sign-in (an owner may have revoked it). The leads on it stay " +
            "and are sent once it is signed in again. "
          : null}
        An owner or editor finds the company username and the app passcode on the studio&apos;s Capture page.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-describedby="sign-in-problem">
        <label className="block">
          <span className="mb-1 block font-medium text-slate-800">Company username</span>
          <input
            name="username"
            defaultValue={again}
            readOnly={again !== undefined}
            autoCapitalize="off"
            autoCorrect="off"
            autoComplete="username"
            className={touchInput}
          />
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-slate-800">App passcode</span>
          <input
            name="appPasscode"
            type={showPasscode ? "text" : "password"}
            autoCapitalize="off"
            autoCorrect="off"
            autoComplete="current-password"
            spellCheck={false}
            className={touchInput}
          />
        </label>
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={showPasscode}
            onChange={(event) => setShowPasscode(event.target.checked)}
            className="size-5"
          />
          Show the passcode
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-slate-800">Your name</span>
          <input name="staff" autoCapitalize="words" autoComplete="name" className={touchInput} />
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-slate-800">Device name (optional)</span>
          <input name="name" placeholder="Tablet 1" className={touchInput} />
        </label>
        <p id="sign-in-problem" role="alert" className="min-h-6 text-red-700">
          {problem}
        </p>
        <button type="submit" disabled={busy} className={touchButton("primary", "w-full")}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
        {again ? (
          <button
            type="button"
            onClick={() => app.askToSignInAgain(false)}
            className={touchButton("secondary", "w-full")}
          >
            Back to the leads
          </button>
        ) : null}
      </form>
    </main>
  );
}
