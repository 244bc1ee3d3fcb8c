"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { MessagePanel } from "@/components/ui/message-panel";

// A studio page that failed to load: most often the API was unreachable or failed; retrying is the first step.
export default function StudioError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MessagePanel
      title="This page could not be loaded"
      tone="error"
      actions={
        <>
          <Button onClick={reset}>Try again</Button>
          <ButtonLink href="/events" variant="secondary">
            Back to events
          </ButtonLink>
        </>
      }
    >
      <p>The Event-Capture API did not answer as expected. Nothing you saved is lost. Try again in a moment; if it keeps happening, check that the API is running.</p>
    </MessagePanel>
  );
}
