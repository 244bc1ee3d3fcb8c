"use client";
// A save while scenarios fail asks first (docs/studio.md "Scenarios"): never blocked silently, never through
// unseen. The editor's save action is wrapped so that it carries the failing scenarios the person confirmed; the
// server runs the scenarios again before it writes and refuses one nobody confirmed (a colleague's new scenario),
// and that refusal opens the same question.
import { useCallback, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { SaveEventAction } from "@/components/editor/save/save-contract";
import type { FailingScenarios } from "./contract";
import { useScenarioStore } from "./scenarios-provider";

type Asked = { names: string[]; sentences: string[]; ids: string[] };

export function useScenarioSaveGuard(save: SaveEventAction) {
  const store = useScenarioStore();
  const confirmed = useRef<string[]>([]);
  const [asked, setAsked] = useState<Asked | null>(null);
  const proceed = useRef<(() => void) | null>(null);
  // The editor's save, to run again once the person confirmed what the server's check found.
  const retry = useRef<(() => void) | null>(null);

  const action: SaveEventAction = useCallback(
    async (input) => {
      const result = await save({ ...input, confirmedScenarios: confirmed.current });
      confirmed.current = [];
      if (result.ok && result.data.status === "saved") {
        // A whole restore answers the scenarios it brought back (already kept on the server).
        if (result.data.scenarios) store?.restored(result.data.scenarios);
        store?.saved();
      }
      if (!result.ok && result.error.code === "scenariosFailing") {
        const { failing } = (result.error.details ?? { failing: [] }) as FailingScenarios;
        proceed.current = retry.current;
        setAsked({
          names: failing.map((row) => row.name),
          sentences: failing.flatMap((row) => row.failures.slice(0, 1)),
          ids: failing.map((row) => row.scenarioId),
        });
      }
      return result;
    },
    [save, store],
  );

  /** Runs `next` (the save) at once, or after the person confirmed the failing scenarios. */
  const guard = useCallback(
    (next: () => void) => {
      const failing = store?.failing() ?? [];
      if (!failing.length) return next();
      const verdicts = store?.getState().verdicts ?? {};
      proceed.current = next;
      setAsked({
        names: failing.map((scenario) => scenario.name),
        sentences: failing.flatMap((scenario) => verdicts[scenario.id]?.failures.slice(0, 1).map((f) => f.sentence)),
        ids: failing.map((scenario) => scenario.id),
      });
    },
    [store],
  );

  const dialog = useMemo(
    () =>
      asked ? (
        <ConfirmDialog
          title={
            asked.ids.length === 1 ? "Save while a scenario fails?" : `Save while ${asked.ids.length} scenarios fail?`
          }
          description="With this change a visitor would no longer see what these scenarios expect."
          confirmLabel="Save anyway"
          cancelLabel="Keep editing"
          onCancel={() => {
            setAsked(null);
            proceed.current = null;
          }}
          onConfirm={() => {
            confirmed.current = asked.ids;
            const next = proceed.current;
            proceed.current = null;
            setAsked(null);
            next?.();
          }}
        >
          <ul className="list-disc space-y-1 pl-5" data-testid="failing-scenarios">
            {asked.names.map((name, index) => (
              <li key={asked.ids[index]}>
                <span className="font-medium">{name}</span>
                {asked.sentences[index] ? <>: {asked.sentences[index]}</> : null}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      ) : null,
    [asked],
  );

  const setRetry = useCallback((next: () => void) => {
    retry.current = next;
  }, []);
  return useMemo(() => ({ action, guard, dialog, setRetry }), [action, guard, dialog, setRetry]);
}
