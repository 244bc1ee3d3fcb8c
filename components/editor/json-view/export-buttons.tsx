"use client";
// Export: download the questions array or the whole event as a .json file, or copy the event to the clipboard.
import { useState } from "react";
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import { useEditorStore } from "@/lib/editor-store/provider";
import { eventText } from "./event-text";

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
  const doc = (): EditorDocument => store.getState().doc;
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
