"use client";
// Stable React keys (and dnd-kit ids) for option rows: options have no ids of their own.
import { useState } from "react";
import { reconcileKeys } from "../option-list";

let counter = 0;
// Unique across every list on the page, so one DndContext can hold the lists of several groups.
const newKey = () => `option-${++counter}`;

export function useRowKeys<T>(list: readonly T[]): string[] {
  const [state, setState] = useState(() => ({ list, keys: list.map(() => newKey()) }));
  if (state.list === list) return state.keys;
  // Adjusting state while rendering (React's pattern for state derived from a changed prop).
  const keys = reconcileKeys(state.list, state.keys, list, newKey);
  setState({ list, keys });
  return keys;
}
