import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { setupOpen } from "@/lib/studio/services/accounts";
import { fromSameMachine } from "@/lib/auth/demo-offer";
import { currentPersonSession } from "@/lib/auth/session";
import { SetupForm } from "./setup-form";

export const metadata: Metadata = { title: "Set up Capture Studio" };

// /setup exists only while nobody can sign in. Afterwards it is a clean redirect (a not-found page would show inside
// this sign-in frame, with a second logo and "Sign in" offered to a signed-in owner): to the events when signed in,
// else to sign in.
export default async function SetupPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  if (!(await setupOpen())) redirect((await currentPersonSession()) ? "/events" : "/sign-in");
  const { code } = await searchParams;
  const sameMachine = await fromSameMachine();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Create the owner account</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Nobody can sign in to this studio yet. The owner manages the company&apos;s members, invitations and API
        clients.
        {sameMachine
          ? " You are on the server's own machine, so no setup code is needed."
          : " Enter the setup code the server printed when it started."}
      </p>
      <SetupForm code={typeof code === "string" ? code.slice(0, 100) : ""} codeRequired={!sameMachine} />
    </div>
  );
}
