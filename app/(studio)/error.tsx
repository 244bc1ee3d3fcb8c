"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

// A studio page that failed to load: most often the API was unreachable or failed; retrying is the first step.
export default function StudioError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorPanel
      title="This page could not be loaded"
      back={{ href: "/events", label: "Back to events" }}
      onRetry={reset}
    >
      <p>
        The Event-Capture API did not answer as expected. Nothing you saved is lost. Try again in a moment; if it keeps
        happening, check that the API is running.
      </p>
    </ErrorPanel>
  );
}
