"use client";
// Editor-wide keys: Ctrl/Cmd+S saves everywhere. Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y undo and redo the form,
// except inside a text field, where the browser's own text undo is what people expect (and Monaco keeps its own).
import { useEffect } from "react";

function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest(".monaco-editor")) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "range", "color", "file"].includes(target.type)
  );
}

export function useShortcuts(handlers: { save(): void; undo(): void; redo(): void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "s") {
        event.preventDefault();
        handlers.save();
        return;
      }
      if (inTextField(event.target)) return;
      if (key === "z" && !event.shiftKey) handlers.undo();
      else if ((key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey)) handlers.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [handlers]);
}
