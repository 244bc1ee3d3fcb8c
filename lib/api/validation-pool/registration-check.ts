// What a registration write computes before it touches the database: the body parsed and checked, then the
// values validated against the event's questions (patterns, logic, lists). Pure, and the costliest work of any
// request (hundreds of milliseconds for the worst bodies the caps allow), so it runs in the validation workers.
import type { CompiledForm } from "../../logic";
import { compileValuesForm, validateValues } from "../../questions";
import { decodeBody, parseBodyText } from "../body";
import { issuesError } from "../errors";
import { parseBody, registrationInputSchema } from "../schemas";

export type RegistrationCheck = {
  kind: "registration";
  /**
   * The request body's bytes, moved to the worker in the message's transfer list and decoded here: the thread that
   * answers every tenant neither decodes nor copies them (pool.ts).
   */
  body: ArrayBuffer;
  /** For PATCH: the stored values the sent ones are merged into (a question sent replaces that question's value). */
  base?: Record<string, unknown>;
};

/**
 * The compiled logic of each definition checked, by identity (a worker holds each definition as one array until it is
 * told to forget it): compiling was most of a check's time for a large form (docs/benchmarks.md "Where a POST's time
 * goes"). Evaluating a compiled form leaves nothing of one check in the next. A definition that does not compile is
 * not kept, and validateValues says why.
 */
const forms = new WeakMap<readonly unknown[], CompiledForm>();

function formOf(questions: readonly unknown[]): CompiledForm | undefined {
  let form = forms.get(questions);
  if (!form) {
    try {
      form = compileValuesForm(questions);
    } catch {
      return undefined;
    }
    forms.set(questions, form);
  }
  return form;
}

/**
 * The values to store (`questions` are the event's); throws the ApiError to answer with when the body or the values are
 * refused.
 */
export function checkRegistration(questions: readonly unknown[], job: RegistrationCheck): Record<string, unknown> {
  const { values } = parseBody(
    registrationInputSchema,
    parseBodyText({ kind: "json", text: decodeBody(new Uint8Array(job.body)) }),
  );
  const next = job.base ? { ...job.base, ...values } : values;
  const errors = validateValues(questions, next, formOf(questions));
  if (errors.length) throw issuesError("invalidValues", "values", errors);
  return next;
}
