import type { Metadata } from "next";
import Link from "next/link";
import { resetLinkEmail } from "@/lib/studio/services/password-reset";
import { ResetForm } from "./reset-form";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const email = await resetLinkEmail(token);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Choose a new password</h1>
      {email ? (
        <>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            For {email}. Saving it signs this account out everywhere it is signed in.
          </p>
          <ResetForm token={token} email={email} />
        </>
      ) : (
        <p role="alert" className="mt-4 text-sm text-slate-700">
          This link has been used or has expired (links are valid for one hour).{" "}
          <Link href="/forgot-password" className="text-brand-700 underline underline-offset-2">
            Ask for a new one
          </Link>
          .
        </p>
      )}
    </div>
  );
}
