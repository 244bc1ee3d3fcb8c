"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { MessagePanel } from "@/components/ui/message-panel";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto w-full max-w-5xl px-6 py-10">
      <MessagePanel
      title="Something went wrong"
      tone="error"
      actions={
        <>
          <Button onClick={reset}>Try again</Button>
          <ButtonLink href="/" variant="secondary">
            Back to the start
          </ButtonLink>
        </>
      }
    >
      <p>Nothing you saved is lost. Try again, and if it keeps happening, reload the page or go back to the start.</p>
    </MessagePanel>
    </main>
  );
}
