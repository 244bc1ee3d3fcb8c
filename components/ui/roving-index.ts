// Arrow-key movement through a list of controls where only one is in the tab order (the roving tabindex of the
// WAI-ARIA practices): which index a key moves to, or null when the key is not a movement key.
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  orientation: "vertical" | "horizontal" = "vertical",
): number | null {
  if (count <= 0) return null;
  const [back, forward] = orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
  const from = Math.min(Math.max(current, 0), count - 1);
  switch (key) {
    case back:
      return from === 0 ? count - 1 : from - 1;
    case forward:
      return from === count - 1 ? 0 : from + 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
