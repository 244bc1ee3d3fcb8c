"use client";
// A callback whose identity never changes but that always calls the latest props: the parent's onChange may be a
// new function on every render, and memoised fields must not re-render for that.
import { useCallback, useInsertionEffect, useRef } from "react";

export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
