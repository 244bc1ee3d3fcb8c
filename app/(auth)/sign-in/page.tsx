import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SIGN_IN_REASONS, signInMessage } from "@/lib/auth/sign-in-messages";
import { setupOpen } from "@/lib/studio/services/accounts";
import { demoOffer } from "@/lib/auth/demo-offer";
import { currentPersonSession, safeCallbackPath } from "@/lib/auth/session";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

type Params = { callbackUrl?: string; reason?: string; error?: string; code?: string };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  const reason = params.reason ? SIGN_IN_REASONS[params.reason] : undefined;
  if (await currentPersonSession()) redirect(callbackUrl);
  if (await setupOpen()) redirect("/setup");
  const demo = await demoOffer();
  // A refusal next-auth's own callback route redirected here with (a form posted without this page's script).
  const refusal = params.error ? signInMessage(params.code) : null;

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Sign in to your studio</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        With the e-mail address and password of your Capture Studio account.
      </p>
      {reason && (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {reason}
        </p>
      )}
      <SignInForm callbackUrl={callbackUrl} demo={demo} initialMessage={refusal} />
      <p className="mt-4 text-sm">
        <Link href="/forgot-password" className="text-brand-700 underline underline-offset-2">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-6 text-sm text-slate-600">
        No account yet? Ask an owner of your company for an invitation link.{" "}
        <Link href="/" className="text-brand-700 underline underline-offset-2">
          About Capture Studio
        </Link>
      </p>
    </div>
  );
}
