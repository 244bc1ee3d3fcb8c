"use client";
// The editor's save for React: one save controller per editor (save-controller.ts holds the states and
// transitions), started while the editor is shown, its snapshot read with useStore.
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { useEditorStore } from "@/lib/editor-store/provider";
import { createSaveController, saveStateOf } from "./save-controller";
import type { CreateEventAction, SaveEventAction } from "./save-contract";

type SaveProps = {
  eventId: number;
  company: string;
  lastModified: string | null;
  save: SaveEventAction;
  create: CreateEventAction;
  onCreated(id: number): void;
};

export function useSave(props: SaveProps) {
  const store = useEditorStore();
  const [controller] = useState(() =>
    createSaveController({ ...props, store, scope: { company: props.company, eventId: props.eventId } }),
  );
  // The latest actions and callback (onCreated is a new function on every render of the editor).
  const { save: saveAction, create, onCreated } = props;
  useEffect(
    () => controller.update({ save: saveAction, create, onCreated }),
    [controller, saveAction, create, onCreated],
  );
  useEffect(() => controller.start(), [controller]);
  useEffect(() => controller.guard(window), [controller]);
  const snapshot = useStore(controller.snapshot);
  return {
    state: saveStateOf(snapshot),
    lastSavedAt: snapshot.lastSavedAt,
    retryIn: snapshot.retryIn,
    message: snapshot.message,
    notice: snapshot.notice,
    conflict: snapshot.conflict,
    draftOffer: snapshot.draftOffer,
    draftIsOlder: snapshot.draftIsOlder,
    save: controller.save,
    noteOrigin: controller.noteOrigin,
    resolve: controller.resolve,
    cancelConflict: controller.cancelConflict,
    saveAsNew: controller.saveAsNew,
    restoreDraft: controller.restoreDraft,
    discardDraft: controller.discardDraft,
    dismissMessage: controller.dismissMessage,
    dismissNotice: controller.dismissNotice,
  };
}

/** The save as the editor's components see it: its state and what they can ask of it. */
export type EditorSave = ReturnType<typeof useSave>;
