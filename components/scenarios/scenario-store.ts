// The editor's scenarios as a small store outside React (docs/conventions.md 15): the event's scenarios, their
// verdicts on the form as it is, what the panel says, and a replay asked of the preview. Every change is stored on
// the server at once through the action it is given (optimistic: a refusal puts the list back and says why).
import { createStore } from "zustand/vanilla";
import type { EditorDocument } from "@/lib/editor-store/document";
import type { Scenario } from "@/lib/questions/scenarios";
import type { ChangeScenariosAction, ScenarioBreakAction } from "./contract";
import type { ScenarioVerdict } from "./scenario-runner";

export type ScenarioState = {
  eventId: number;
  scenarios: Scenario[];
  /** Per scenario id, its verdict on the form the last run saw. */
  verdicts: Record<string, ScenarioVerdict>;
  status: "checking" | "done" | "failed";
  /** What the last change removed from scenarios (a deleted question), or why a change was refused. */
  notices: string[];
  /** A scenario to show in the preview: its answers filled in and its expectations highlighted. */
  replay: { scenarioId: string; why: string | null; seq: number } | null;
  /** The replay the preview last showed: the scenario's name and its verdict there. */
  replayed: { seq: number; name: string; passed: boolean; texts: string[] } | null;
  /** The panel is open. */
  open: boolean;
  /** How many saves of the form went through here: which version broke a scenario is asked again after one. */
  saves: number;
};

export type ScenarioStore = ReturnType<typeof createScenarioStore>;

/** A new scenario id: letters and digits, unique enough for one event's list. */
export function newScenarioId(): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `s-${Date.now().toString(36)}-${random}`;
}

export function createScenarioStore(init: {
  eventId: number;
  scenarios: Scenario[];
  change?: ChangeScenariosAction;
  findBreak?: ScenarioBreakAction;
}) {
  const store = createStore<ScenarioState>(() => ({
    eventId: init.eventId,
    scenarios: init.scenarios,
    verdicts: {},
    status: "checking",
    notices: [],
    replay: null,
    replayed: null,
    open: false,
    saves: 0,
  }));
  let seq = 0;
  const change = init.change;
  // A whole restore replaces the form: that replacement is no edit for the scenarios to follow. The form as the
  // restore left it, from which the next run follows the edits (those made since the restore only).
  let followFrom: EditorDocument | null = null;

  /** Applies a change here at once and on the server; a refusal restores what was there and says why. */
  async function write(next: Scenario[], put: Scenario[], remove: string[], notices: string[] = []) {
    const before = store.getState().scenarios;
    store.setState({ scenarios: next, notices });
    if (!change || (!put.length && !remove.length)) return true;
    const result = await change({ eventId: store.getState().eventId, put, remove }).catch(() => ({
      ok: false as const,
      error: { code: "offline", message: "The studio could not be reached: the scenarios were not kept. Try again." },
    }));
    if (result.ok) return true;
    // Only if nothing else changed the list meanwhile: a later change keeps its own outcome.
    if (store.getState().scenarios === next) store.setState({ scenarios: before });
    store.setState({ notices: [result.error.message] });
    return false;
  }

  return Object.assign(store, {
    /** Whether this person may change the scenarios: a viewer's store has no action to change them with. */
    canChange: Boolean(change),
    /** Which saved version broke a failing scenario; absent where the page has no action to ask with. */
    findBreak: init.findBreak
      ? (scenarioId: string) => init.findBreak!({ eventId: store.getState().eventId, scenarioId })
      : undefined,
    /** New scenarios, or new versions of some by id; `notices` say what an import dropped from them. */
    add(scenarios: Scenario[], notices: string[] = []) {
      const ids = new Set(scenarios.map((scenario) => scenario.id));
      const kept = store.getState().scenarios.filter((scenario) => !ids.has(scenario.id));
      return write([...kept, ...scenarios], scenarios, [], notices);
    },
    remove(id: string) {
      const next = store.getState().scenarios.filter((scenario) => scenario.id !== id);
      return write(next, [], [id]);
    },
    /** Scenarios rewritten by an edit of the form (scenario-edits.ts), with what went from them. */
    rewritten(next: Scenario[], changed: Scenario[], notices: string[]) {
      return write(next, changed, [], notices);
    },
    /**
     * A whole version was restored into the form, which is now `doc`: that replacement is no edit for the scenarios
     * to follow (the restore brings back that version's own scenarios, `restored`); edits after it are.
     */
    restoring(doc: EditorDocument) {
      followFrom = doc;
    },
    /** The form a restore left, to follow edits from (asked once per run, and then forgotten); null: none. */
    takeFollowFrom(): EditorDocument | null {
      const doc = followFrom;
      followFrom = null;
      return doc;
    },
    /** The scenarios a restore brought back, as the server now keeps them: taken here without writing them again. */
    restored(scenarios: Scenario[]) {
      store.setState({ scenarios, notices: [] });
    },
    setVerdicts(verdicts: Record<string, ScenarioVerdict> | null) {
      store.setState(verdicts ? { verdicts, status: "done" } : { status: "failed" });
    },
    checking() {
      store.setState({ status: "checking" });
    },
    replay(scenarioId: string, why: string | null = null) {
      store.setState({ replay: { scenarioId, why, seq: ++seq } });
    },
    showReplayed(replayed: ScenarioState["replayed"]) {
      store.setState({ replayed });
    },
    saved() {
      store.setState({ saves: store.getState().saves + 1 });
    },
    setOpen(open: boolean) {
      store.setState({ open });
    },
    dismissNotices() {
      store.setState({ notices: [] });
    },
    /** The scenarios that fail on the form as last run: what a save asks about. */
    failing(): Scenario[] {
      const { scenarios, verdicts } = store.getState();
      return scenarios.filter((scenario) => verdicts[scenario.id]?.passed === false);
    },
  });
}
