// The classes of buttons and of links that look like buttons (button.tsx re-exports them beside `<Button>`): apart
// from next/link, so the capture app's own bundle (scripts/build-capture-app.mjs) takes them without Next.js.
/** The studio's keyboard focus ring, for buttons and other controls that draw their own. */
export const focusRing = "focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500";

const solid = `inline-block rounded-md font-medium ${focusRing} focus-visible:outline-offset-2`;

const VARIANTS = {
  /** The one thing to do here: create, save, invite. */
  primary: `${solid} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  /** Cancel, close and the other choices beside a primary button. */
  secondary: `${solid} border border-slate-300 bg-white text-slate-700 hover:bg-slate-100`,
  /** Deletes for good, after a confirmation. */
  danger: `${solid} bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:opacity-60`,
  /** A quiet action in a row, a panel's header or a bar: words only, a background on hover. */
  ghost: "rounded text-slate-700 hover:bg-slate-100",
  /** A quiet action in the brand's colour, beside a field (add an option, let the id follow the label). */
  "ghost-brand": `rounded text-brand-600 hover:bg-brand-50 ${focusRing}`,
  /** A quiet action that deletes or removes (it asks first). */
  "ghost-danger": "rounded text-red-700 hover:bg-red-50 disabled:opacity-60",
  /** A small tool in an editor's row or rule: quieter still, a darker background on hover. */
  subtle: `rounded text-slate-600 hover:bg-slate-200 hover:text-slate-900 ${focusRing}`,
  /** A framed tool on a toolbar (JSON view, preview). */
  tool: `rounded border border-slate-300 bg-white text-slate-800 ${focusRing}`,
  /** An action that reads as a link inside a sentence or a notice. */
  link: "font-medium text-brand-700 underline",
  /** A tab (role="tab") not selected; the tab list draws the line under all of them. */
  tab: "text-slate-600",
  /** The selected tab, underlined in the brand's colour. */
  "tab-selected": "border-b-2 border-brand-500 font-medium text-brand-700",
} as const;

const SIZES = {
  /** The default: forms and dialogs of the sign-in pages. */
  md: "px-4 py-2",
  /** The studio's usual button, in dialogs and page headers. */
  sm: "px-4 py-2 text-sm",
  /** A button beside a page's title or in a toolbar that must stay one line high. */
  compact: "px-3 py-1.5 text-sm",
  /** A tab in a tab list. */
  tab: "px-3 py-2 text-sm",
  /** A bar's button or a notice's action. */
  tight: "px-2 py-1 text-sm",
  /** An action in a table row or a list, in the surrounding type size. */
  row: "px-2 py-1",
  /** An action beside a field's label, no taller than the text. */
  mini: "px-1 text-xs",
  /** A tool in an editor's rule. */
  xs: "px-1.5 py-0.5 text-xs",
  /** A pictogram button. */
  icon: "p-1",
  /** No padding: a link in running text. */
  inline: "",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export type ButtonVariantProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function buttonVariants({ variant = "primary", size = "md", className = "" }: ButtonVariantProps = {}): string {
  return [VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
}
