"use client";
// "Why?" for one question: its displayed and required values, each with the clauses that held or failed, the
// answers they read, and links to those questions in the preview.
import { explain, type Answers } from "@/lib/logic";
import { NO_REQUIRED, type Question } from "@/lib/questions";
import { optionWords } from "@/lib/logic/condition-words";
import { whyHeadline, whyLines, type WhyLine } from "./why-sentences";
import { Button } from "@/components/ui/button";

type Props = {
  question: Question;
  questions: readonly Question[];
  answers: Answers;
  onGo(id: string): void;
  onClose(): void;
};

type Names = { name(id: string): string; exists(id: string): boolean };

function Lines({ lines, names, onGo }: { lines: WhyLine[]; names: Names; onGo(id: string): void }) {
  return (
    <ul className="ml-1 space-y-1">
      {lines.map((line, index) => (
        <li key={index} className="flex flex-col gap-0.5">
          <span className="flex items-start gap-1.5">
            <span aria-hidden className={line.held ? "text-emerald-700" : "text-red-700"}>
              {line.held ? "✓" : "✗"}
            </span>
            <span>
              <span className="sr-only">{line.held ? "Holds: " : "Fails: "}</span>
              {/* Option labels read better; the stored values (what the API compares) are on hover. */}
              <span title={line.stored ? `Stored values: ${line.stored}` : undefined}>{line.text}</span>
              {/* A link only to a question the form has: one that leads nowhere is no help. */}
              {line.questionId && names.exists(line.questionId) ? (
                <>
                  {" "}
                  <a
                    href={`#preview-q-${line.questionId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onGo(line.questionId!);
                    }}
                    className="font-medium whitespace-nowrap text-brand-700 underline"
                  >
                    Go to {names.name(line.questionId)}
                  </a>
                </>
              ) : null}
            </span>
          </span>
          {line.children.length ? (
            <div className="ml-4 border-l border-slate-300 pl-2">
              <Lines lines={line.children} names={names} onGo={onGo} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function WhyPanel({ question, questions, answers, onGo, onClose }: Props) {
  const byId = new Map(questions.map((candidate) => [candidate.id, candidate]));
  const names: Names = {
    name: (id) => {
      const found = byId.get(id);
      return found ? found.label || id : `${id} (not a question of this form)`;
    },
    exists: (id) => byId.has(id),
  };
  const words = optionWords(questions);
  const attributes = NO_REQUIRED.has(question.type) ? (["displayed"] as const) : (["displayed", "required"] as const);
  return (
    <section
      id={`preview-why-${question.id}`}
      aria-label={`Why: ${question.label || question.id}`}
      data-testid="why-panel"
      className="mx-2 mb-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800"
    >
      {attributes.map((attribute) => {
        const explanation = explain(questions, question.id, answers, attribute);
        const lines = whyLines(explanation, names.name, words);
        return (
          <div key={attribute} className="mb-1.5">
            <p className="font-semibold">
              {attribute === "displayed" ? "Shown?" : "Required?"} {whyHeadline(explanation)}
            </p>
            {lines.length ? <Lines lines={lines} names={names} onGo={onGo} /> : null}
          </div>
        );
      })}
      <Button variant="link" size="inline" className="text-xs" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}
