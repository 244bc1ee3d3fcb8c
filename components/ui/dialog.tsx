"use client";
// A modal dialog, shown while it is mounted: the native <dialog> in the top layer (the page behind is inert),
// labelled by its title, Tab kept inside, Escape cancels, and focus goes back where it was when it closes.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { TABBABLE, wrapFocus } from "./focus-trap";

export function Dialog(props: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onCancel(): void;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const { title, description, children, onCancel, initialFocus, className = "" } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const closingOnUnmount = useRef(false);
  const ids = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingOnUnmount.current = false;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      closingOnUnmount.current = true;
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Opened once per mount; a later initialFocus must not move focus while the person works in the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const tabbables = [...ref.current.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const target = wrapFocus(tabbables, document.activeElement as HTMLElement | null, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${ids}-title`}
      aria-describedby={description ? `${ids}-description` : undefined}
      // Escape fires `cancel`; the dialog stays open until the owner unmounts it, so the owner decides.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // The browser may also close it without a cancellable `cancel` (a second Escape in a row, say): that is a
      // cancel too, unless it is our own close on unmount (or one already undone by a reopen in Strict Mode).
      onClose={(event) => {
        if (!closingOnUnmount.current && !event.currentTarget.open) onCancel();
      }}
      onKeyDown={keepTabInside}
      className={
        `m-auto max-h-[85vh] w-[min(44rem,calc(100vw-2rem))] overflow-hidden ` +
        `rounded-lg border border-slate-200 bg-white p-0 text-slate-900 ` +
        `shadow-xl backdrop:bg-slate-900/40 ${className}`
      }
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="border-b border-slate-200 px-5 py-3">
          <h2 id={`${ids}-title`} className="text-base font-semibold">
            {title}
          </h2>
          {description ? (
            <div id={`${ids}-description`} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
        </header>
        {children}
      </div>
    </dialog>
  );
}
