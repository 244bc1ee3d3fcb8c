"use client";
// Export: download the questions array or the whole event as a .json file, or copy the event to the clipboard. The
// event carries its scenarios under their own key (import-scenarios.ts).
import { useState } from "react";
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import { useEditorStore } from "@/lib/editor-store/provider";
import { useScenarioStore } from "@/components/scenarios/scenarios-provider";
import { exportText } from "./import-scenarios";

const fileStem = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "event";

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

export function ExportButtons({ className }: { className: string }) {
  const store = useEditorStore();
  const [copied, setCopied] = useState<string | null>(null);
  const scenarioStore = useScenarioStore();
  const doc = (): EditorDocument => store.getState().doc;
  const eventText = (current: EditorDocument) => exportText(current, scenarioStore?.getState().scenarios ?? []);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() =>
          download(`${fileStem(doc().name)}-questions.json`, `${JSON.stringify(questionList(doc()), null, 2)}\n`)
        }
      >
        Download questions
      </button>
      <button
        type="button"
        className={className}
        onClick={() => download(`${fileStem(doc().name)}.json`, eventText(doc()))}
      >
        Download event
      </button>
      <button
        type="button"
        className={className}
        onClick={() =>
          navigator.clipboard.writeText(eventText(doc())).then(
            () => setCopied("Copied the event's JSON."),
            () => setCopied("The browser refused the clipboard: use Download event instead."),
          )
        }
      >
        Copy JSON
      </button>
      {copied ? (
        <span role="status" className="text-sm text-slate-700">
          {copied}
        </span>
      ) : null}
    </>
  );
}
