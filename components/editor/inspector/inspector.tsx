"use client";
// The property panel of the selected question (docs/studio.md "Edit a question"): controlled
// and store-agnostic (props in, callbacks out), generated from QUESTION_TYPE_INFO.
import { memo, useEffect, useId, useMemo, useRef, type JSX } from "react";
import { DraftInput } from "@/components/ui/input";
import { describedBy, Field, FieldErrors } from "@/components/ui/field";
import type { DefinitionIssue, PropertyInfo, Question, QuestionType, RenameChange } from "@/lib/questions";
import { QUESTION_TYPE_INFO } from "@/lib/questions/metadata";
import { fieldContext } from "./field-context";
import type { TakenIds } from "./id-check";
import type { FieldIssue } from "./issue-paths";
import { focusCandidates, issuesByField, pathInQuestion } from "./issue-paths";
import { IdField } from "./id-field";
import { controlFor, propertyText } from "./property-controls";
import { PropertyField } from "./property-field";
import { TypeField } from "./type-field";
import { useStableCallback } from "./use-stable-callback";
import { sameButLabel } from "./same-props";
import { Button, focusRing } from "@/components/ui/button";

export type InspectorProps = {
  question: Question;
  questionKey: string;
  index: number;
  /** The form's questions, read when needed (the condition editor), never to render: no per-keystroke list. */
  getQuestions(): readonly Question[];
  /** Whether another question has this id. */
  takenIds: TakenIds;
  autoId: boolean;
  issues: readonly DefinitionIssue[];
  focusPath?: string;
  /** Select the text of the focused field (a new question's default label), so typing replaces it. */
  selectText?: boolean;
  onChange(patch: Record<string, unknown>, meta: { field: string }): void;
  onLabelChange(label: string): void;
  onIdChange(newId: string): { ok: true; rewrote: RenameChange[] } | { ok: false; error: string };
  onIdAuto(): void;
  onTypeChange(type: QuestionType): void;
};

const NO_ISSUES: readonly FieldIssue[] = [];
const SECTIONS = [
  {
    title: "Answer",
    holds: (property: PropertyInfo) =>
      property.kind !== "logic" && !/^(successMessage|warningMessage|errorMessages)$/.test(property.name),
  },
  { title: "Logic", holds: (property: PropertyInfo) => property.kind === "logic" },
  {
    title: "Messages",
    holds: (property: PropertyInfo) => /^(successMessage|warningMessage|errorMessages)$/.test(property.name),
  },
];
const FOCUSABLE = "input, textarea, select, button, summary, [tabindex='0']";

/** How long a field that is still loading (the condition editor) may take to appear and still receive the focus. */
const LATE_FIELD_MS = 5000;

/** Focus and reveal the field of `inner` (a path inside the question), or the closest field that holds it. */
function focusField(root: HTMLElement, inner: string, selectText: boolean): boolean {
  for (const candidate of focusCandidates(inner)) {
    const found = root.querySelector<HTMLElement>(`[data-path="${CSS.escape(candidate)}"]`);
    if (!found) continue;
    found.closest("details")?.setAttribute("open", "");
    const target = found.matches(FOCUSABLE) ? found : (found.querySelector<HTMLElement>(FOCUSABLE) ?? found);
    target.focus({ preventScroll: true });
    // Focused but not selected, typing appended to the default ("About you" + "Welcome" → "About youWelcome").
    if (selectText && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) target.select();
    target.scrollIntoView({ block: "nearest" });
    return true;
  }
  return false;
}

/**
 * Reveal `inner`'s field; one not rendered yet (loaded on demand) gets the focus when it appears, unless the person
 * has moved the focus from the panel's first field meanwhile. Returns what stops the waiting.
 */
function reveal(root: HTMLElement, inner: string, selectText: boolean): () => void {
  if (focusField(root, inner, selectText)) return () => {};
  const fallback = root.querySelector<HTMLElement>(FOCUSABLE);
  fallback?.focus();
  const observer = new MutationObserver(() => {
    if (document.activeElement !== fallback || focusField(root, inner, selectText)) stop();
  });
  const timer = setTimeout(stop, LATE_FIELD_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

const sectionId = (baseId: string, title: string) => `${baseId}-${title}`;
const TITLES_SEPARATOR = "|";

/**
 * The sections' jump buttons, by their titles (one string, so that a keystroke in a field, which re-renders the
 * inspector, does not re-render them).
 */
const SectionsNav = memo(function SectionsNav({ baseId, titles }: { baseId: string; titles: string }) {
  const jump = (title: string) => {
    const heading = document.getElementById(sectionId(baseId, title));
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  };
  return (
    <nav
      aria-label="Sections"
      className="sticky top-0 z-sticky flex gap-1 border-b border-slate-200 bg-white/95 px-2 py-1 backdrop-blur"
    >
      {titles.split(TITLES_SEPARATOR).map((title) => (
        <Button
          key={title}
          variant="ghost"
          size="inline"
          className={`px-2 py-0.5 text-xs font-medium ${focusRing}`}
          onClick={() => jump(title)}
        >
          {title}
        </Button>
      ))}
    </nav>
  );
});

type SectionProps = {
  baseId: string;
  title: string;
  properties: readonly PropertyInfo[];
  question: Question;
  byField: ReadonlyMap<string, readonly FieldIssue[]>;
  onSet(name: string, value: unknown, field?: string): void;
  getQuestions(): readonly Question[];
};

/** Whether a section shows the question's label somewhere: the messages name it in their placeholders. */
const readsLabel = (properties: readonly PropertyInfo[]) =>
  properties.some((property) => property.name === "errorMessages");

/**
 * One section of the question's properties. A keystroke in the label re-renders the inspector, but not a section
 * whose fields never show the label: only the messages (their placeholders name it) render again.
 */
const PropertySection = memo(
  function PropertySection({ baseId, title, properties, question, byField, onSet, getQuestions }: SectionProps) {
    const form = { getQuestions };
    return (
      <div role="group" aria-labelledby={sectionId(baseId, title)} className="scroll-mt-8 space-y-3 p-3">
        <h3
          id={sectionId(baseId, title)}
          tabIndex={-1}
          className="scroll-mt-9 text-xs font-semibold tracking-wide text-slate-500 uppercase focus:outline-none"
        >
          {title}
        </h3>
        {properties.map((property) => {
          const control = controlFor(question.type, property);
          const text = propertyText(question.type, property.name);
          return (
            <PropertyField
              key={property.name}
              control={control}
              id={`${baseId}-${property.name}`}
              type={question.type}
              property={property}
              label={text?.label ?? property.name}
              hint={text?.hint}
              value={(question as Record<string, unknown>)[property.name]}
              issues={byField.get(property.name) ?? NO_ISSUES}
              onSet={onSet}
              {...fieldContext(control, question, form)}
            />
          );
        })}
      </div>
    );
  },
  (before, after) =>
    before.baseId === after.baseId &&
    before.title === after.title &&
    before.properties === after.properties &&
    before.byField === after.byField &&
    before.onSet === after.onSet &&
    before.getQuestions === after.getQuestions &&
    (before.question === after.question ||
      (!readsLabel(after.properties) && sameButLabel(before.question, after.question))),
);

/** The properties of each section, per type: the same lists for every render, so the sections can compare them. */
const sectionsOf = new Map<string, { title: string; properties: readonly PropertyInfo[] }[]>();
function sectionsFor(type: string, properties: readonly PropertyInfo[]) {
  let sections = sectionsOf.get(type);
  if (!sections) {
    sections = SECTIONS.map((section) => ({
      title: section.title,
      properties: properties.filter(section.holds),
    })).filter((section) => section.properties.length > 0);
    sectionsOf.set(type, sections);
  }
  return sections;
}

export function Inspector(props: InspectorProps): JSX.Element {
  const { question, questionKey, index, autoId, issues, focusPath, selectText = false } = props;
  // A type outside the 15 (sent through the API) gets only the type field, to pick a real one.
  const info = QUESTION_TYPE_INFO[question.type] ?? { hasLabel: true, properties: [] };
  const baseId = useId();
  const root = useRef<HTMLElement>(null);
  // Stable callbacks: the parent may pass new functions on every render, the memoised fields must not notice.
  const onSet = useStableCallback((name: string, value: unknown, field?: string) =>
    props.onChange({ [name]: value }, { field: field ?? name }),
  );
  const onLabelChange = useStableCallback((label: string) => props.onLabelChange(label));
  const onIdChange = useStableCallback((newId: string) => props.onIdChange(newId));
  const onIdAuto = useStableCallback(() => props.onIdAuto());
  const onTypeChange = useStableCallback((type: QuestionType) => props.onTypeChange(type));
  const getQuestion = useStableCallback(() => props.question);
  const getQuestions = useStableCallback(() => props.getQuestions());

  const byField = useMemo(() => issuesByField(issues, index), [issues, index]);
  const takenIds = props.takenIds;
  const shown = new Set(["type", "label", "id", ...info.properties.map((property) => property.name)]);
  const general = [...byField]
    .filter(([field]) => !shown.has(field))
    .flatMap(([, list]) => list.map((issue) => issue.message));
  const labelErrors = (byField.get("label") ?? NO_ISSUES).map((issue) => issue.message);
  const labelId = `${baseId}-label`;

  useEffect(() => {
    const inner = focusPath === undefined ? null : pathInQuestion(focusPath, index);
    if (inner !== null && root.current) return reveal(root.current, inner, selectText);
  }, [focusPath, selectText, index, questionKey]);

  // A type outside the 15 has no properties, and no sections: not remembered under its name.
  const sections = info.properties.length ? sectionsFor(question.type, info.properties) : [];

  return (
    <section ref={root} aria-label={`Properties of ${question.label || question.id}`} className="text-sm">
      {/* Every section one click away: Logic sits below all the answer's properties, out of view at 1280×720. */}
      {sections.length > 1 ? (
        <SectionsNav baseId={baseId} titles={sections.map((section) => section.title).join(TITLES_SEPARATOR)} />
      ) : null}
      {/* A new question remounts every input: no draft or pending state carries over. */}
      <div key={questionKey} className="divide-y divide-slate-200">
        <div className="space-y-3 p-3">
          <FieldErrors errors={general} />
          <TypeField
            id={`${baseId}-type`}
            type={question.type}
            issues={byField.get("type") ?? NO_ISSUES}
            getQuestion={getQuestion}
            onTypeChange={onTypeChange}
          />
          {info.hasLabel ? (
            <Field
              id={labelId}
              label={question.type === "label" || question.type === "note" ? "Text" : "Question"}
              errors={labelErrors}
            >
              <DraftInput
                id={labelId}
                data-path=".label"
                value={question.label ?? ""}
                valueLags
                aria-invalid={labelErrors.length > 0}
                aria-describedby={describedBy(labelId, { errors: labelErrors })}
                onValueChange={onLabelChange}
              />
            </Field>
          ) : null}
          <IdField
            id={`${baseId}-id`}
            questionId={question.id}
            label={question.label ?? ""}
            type={question.type}
            autoId={autoId}
            takenIds={takenIds}
            issues={byField.get("id") ?? NO_ISSUES}
            onIdChange={onIdChange}
            onIdAuto={onIdAuto}
          />
        </div>
        {sections.map((section) => (
          <PropertySection
            key={section.title}
            baseId={baseId}
            title={section.title}
            properties={section.properties}
            question={question}
            byField={byField}
            onSet={onSet}
            getQuestions={getQuestions}
          />
        ))}
      </div>
    </section>
  );
}
