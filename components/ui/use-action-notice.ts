"use client";
// Runs one of the owners' settings actions: pending while it runs, then a status line saying what happened (or the
// refusal's message), and the page's data refreshed.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { Notice } from "@/components/ui/messages";
import type { ActionResult } from "@/lib/studio/access/action-errors";

export function useActionNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const run = <D>(work: () => Promise<ActionResult<D>>, success: string | ((data: D) => string)) =>
    startTransition(async () => {
      const result = await work();
      setNotice(
        result.ok
          ? { tone: "ok", text: typeof success === "string" ? success : success(result.data) }
          : { tone: "error", text: result.error.message },
      );
      router.refresh();
    });
  return { notice, pending, run };
}
