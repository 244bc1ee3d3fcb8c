// What caused an outbox message, in words. The outbox may hold kinds this studio does not know yet (a newer kind of
// mail written by a newer process on the same database): those are shown by their own name, never hidden.
const KINDS: Record<string, string> = {
  invitation: "Invitation",
  followUp: "Follow-up of a registration",
  passwordReset: "Password reset",
};

export function kindLabel(kind: string): string {
  return Object.hasOwn(KINDS, kind) ? KINDS[kind] : kind;
}
