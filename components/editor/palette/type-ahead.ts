// Typing right after adding a type (docs/studio.md "Add questions"): a click or Enter on a palette type adds the
// question and sends the focus to its label, selected, in the inspector; that takes a render or two (the inspector's
// code may still be loading). Keys typed meanwhile went to the palette's button: the letters were lost and a Space
// pressed the button again, adding a second question. Until the label (any text field but the one the add started
// from) has the focus, they are held here, then typed into it in order.

/** Keys are held at most this long; the inspector's field appears well within it (inspector.tsx, LATE_FIELD_MS). */
const HOLD_MS = 3000;

const isTextField = (element: Element | null): element is HTMLInputElement | HTMLTextAreaElement =>
  (element instanceof HTMLInputElement && /^(text|search|email|url|tel|)$/.test(element.type)) ||
  element instanceof HTMLTextAreaElement;

/** A key the hold keeps: a character (with Shift at most) or Backspace; Enter is swallowed (it would add again). */
function heldKey(event: KeyboardEvent): "keep" | "swallow" | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key.length === 1 || event.key === "Backspace") return "keep";
  if (event.key === "Enter") return "swallow";
  return null;
}

/**
 * Holds what is typed from now until the focus leaves where it is; when it goes to a text field, types it there
 * (after the field's own focus handling, which selects a new question's default label, so the typing replaces it).
 * Ends without typing anything when the focus goes anywhere else, on a press, or after HOLD_MS. Only where the
 * inspector is beside the canvas (from 1024 px): on a narrower screen the label is on another tab and takes no focus.
 */
export function holdTypingForLabel(win: Window = window): void {
  if (!win.matchMedia("(min-width: 1024px)").matches) return;
  const doc = win.document;
  const origin = doc.activeElement;
  const held: string[] = [];
  let target: HTMLInputElement | HTMLTextAreaElement | null = null;

  const onKey = (event: KeyboardEvent) => {
    const kind = heldKey(event);
    if (!kind) return;
    // Keys go to the field as usual once it has what was held (or when nothing was and it has the focus).
    if (!target && isTextField(doc.activeElement) && doc.activeElement !== origin) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === "keydown" && kind === "keep") held.push(event.key);
  };
  const onFocus = (event: FocusEvent) => {
    const field = event.target instanceof Element ? event.target : null;
    if (target || field === origin) return;
    // Somewhere without text (a divider has no label; the person tabbed away): its keys are its own again.
    if (!isTextField(field) || held.length === 0) return stop();
    target = field;
    // After the focus handler that selects the default label has run.
    win.setTimeout(() => {
      if (doc.activeElement === target) {
        for (const key of held)
          if (key === "Backspace") doc.execCommand("delete");
          else doc.execCommand("insertText", false, key);
      }
      stop();
    });
  };
  const timer = win.setTimeout(stop, HOLD_MS);
  win.addEventListener("keydown", onKey, true);
  win.addEventListener("keyup", onKey, true);
  win.addEventListener("keypress", onKey, true);
  win.addEventListener("focusin", onFocus, true);
  win.addEventListener("pointerdown", stop, true);
  function stop() {
    win.clearTimeout(timer);
    win.removeEventListener("keydown", onKey, true);
    win.removeEventListener("keyup", onKey, true);
    win.removeEventListener("keypress", onKey, true);
    win.removeEventListener("focusin", onFocus, true);
    win.removeEventListener("pointerdown", stop, true);
  }
}
