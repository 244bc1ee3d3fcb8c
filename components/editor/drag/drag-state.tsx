"use client";
// What a drag in progress looks like, for the canvas to draw: the dragged card's key (kept mounted) and where a
// palette item would be inserted. Lives outside the document: nothing changes there until the drop.
import { createContext, useContext } from "react";

export type DragState = { activeKey: string | null; insertAt: number | null };
export const noDrag: DragState = { activeKey: null, insertAt: null };

export const DragStateContext = createContext<DragState>(noDrag);
export const useDragState = () => useContext(DragStateContext);
