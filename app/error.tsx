"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto w-full max-w-5xl px-6 py-10">
      <ErrorPanel title="Something went wrong" back={{ href: "/", label: "Back to the start" }} onRetry={reset}>
        <p>Nothing you saved is lost. Try again, and if it keeps happening, reload the page or go back to the start.</p>
      </ErrorPanel>
    </main>
  );
}
