// What an event write computes before it touches the database: the body parsed, then the question definitions
// validated (ids, labels, patterns compiled by RE2, logic and its dependency graph). A 1 MiB definition takes a
// few hundred milliseconds of a loaded machine, so it runs in the validation workers like a registration check.
import type { EventInput, EventType } from "../../db/repositories/events";
import { validateDefinition } from "../../questions";
import { parseBodyText } from "../body";
import { issuesError } from "../errors";
import { eventInputSchema, eventPatchSchema, parseBody } from "../schemas";

export type DefinitionCheck = {
  kind: "definition";
  /** The request body's JSON text. */
  text: string;
  /**
   * For PATCH: the event's name and type (its questions travel as the job's definition); what is sent replaces them.
   */
  current?: { name: string; type: EventType };
};

/** The event to store; throws the ApiError to answer with when the body or the questions are refused. */
export function checkDefinition(currentQuestions: readonly unknown[], check: DefinitionCheck): EventInput {
  const body = parseBodyText({ kind: "json", text: check.text });
  const next: EventInput = check.current
    ? {
        name: check.current.name,
        type: check.current.type,
        questions: [...currentQuestions],
        ...stripUndefined(parseBody(eventPatchSchema, body)),
      }
    : parseBody(eventInputSchema, body);
  const errors = validateDefinition(next.questions, { eventType: next.type });
  if (errors.length) throw issuesError("invalidQuestions", "questions", errors);
  return next;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
