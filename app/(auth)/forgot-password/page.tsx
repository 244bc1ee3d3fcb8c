import type { Metadata } from "next";
import Link from "next/link";
import { readEnv } from "@/lib/env";
import { mailStatus } from "@/lib/mail/status";
import { ForgotForm } from "./forgot-form";

export const metadata: Metadata = { title: "Forgot your password?" };
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  const mail = mailStatus(readEnv());
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Forgot your password?</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Enter the e-mail address you sign in with; we send it a link to choose a new password.
      </p>
      {!mail.configured && (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Mail is not configured on this studio: no e-mail can be sent. Whoever runs it can print a link with npm run
          reset-password.
        </p>
      )}
      <ForgotForm mailConfigured={mail.configured} />
      <p className="mt-6 text-sm text-slate-600">
        <Link href="/sign-in" className="text-brand-700 underline underline-offset-2">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
