// What "Send as a test registration" sends and gets back (the server action lives beside the editor's page), and
// how the server's verdict is compared with the preview's: the two must never disagree
// (docs/studio.md "Send a test registration").
import type { ValueIssue } from "@/lib/questions";
import type { ActionResult } from "../save/save-contract";
import type { FormValues } from "@/components/form/form-answers";

export type TestRegistrationRequest = { eventId: number; values: FormValues };
export type ServerIssue = { questionId: string; kind: string; message: string };
export type ServerVerdict =
  /** Accepted, and deleted again at once (`deleted: false` when the deletion failed: the lead must go by hand). */
  | { status: "accepted"; registrationId: string; deleted: boolean }
  | { status: "refused"; issues: ServerIssue[] }
  /** 409: the e-mail is already registered for this event — a fact of the stored leads, not of the form. */
  | { status: "duplicate"; message: string };
export type SendTestRegistrationAction = (input: TestRegistrationRequest) => Promise<ActionResult<ServerVerdict>>;

export type Comparison =
  | { kind: "agree" }
  | { kind: "differ"; onlyPreview: ServerIssue[]; onlyServer: ServerIssue[] }
  /** The server checked a different version of the form, or refused for a reason the preview cannot know. */
  | { kind: "notComparable"; reason: string };

const key = (issue: ServerIssue) => `${issue.questionId}\u0000${issue.kind}`;

/** Compares the problems found: the same questions with the same kinds of problem, or a difference listed. */
export function compareVerdicts(preview: readonly ValueIssue[], server: ServerVerdict, unsaved: boolean): Comparison {
  if (unsaved)
    return {
      kind: "notComparable",
      reason:
        "The server checked the last saved version of the form, and this one " +
        "has unsaved changes. Save, then send again to compare.",
    };
  if (server.status === "duplicate")
    return {
      kind: "notComparable",
      reason:
        "The server refused because this e-mail address is already registered " +
        "for the event; the preview cannot know the stored leads. Use another " +
        "e-mail address.",
    };
  const serverIssues = server.status === "refused" ? server.issues : [];
  const serverKeys = new Set(serverIssues.map(key));
  const previewKeys = new Set(preview.map(key));
  const onlyPreview = preview.filter((issue) => !serverKeys.has(key(issue)));
  const onlyServer = serverIssues.filter((issue) => !previewKeys.has(key(issue)));
  return onlyPreview.length || onlyServer.length ? { kind: "differ", onlyPreview, onlyServer } : { kind: "agree" };
}
