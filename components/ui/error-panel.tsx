"use client";
// What an error boundary shows: what failed, that nothing saved is lost, and the two ways on — retry, or leave.
import type { ReactNode } from "react";
import { Button, ButtonLink } from "./button";
import { MessagePanel } from "./message-panel";

export function ErrorPanel({
  title,
  back,
  onRetry,
  children,
}: {
  title: string;
  back: { href: string; label: string };
  onRetry(): void;
  children: ReactNode;
}) {
  return (
    <MessagePanel
      title={title}
      tone="error"
      actions={
        <>
          <Button onClick={onRetry}>Try again</Button>
          <ButtonLink href={back.href} variant="secondary">
            {back.label}
          </ButtonLink>
        </>
      }
    >
      {children}
    </MessagePanel>
  );
}
