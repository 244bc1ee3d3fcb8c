"use client";
// The History panel (docs/studio.md "History"): the event's versions newest first, one person's saves close together
// in one expandable row; name a version, preview one with the form's renderer and its logic, compare two question by
// question with the change in words first and the raw JSON diff one click away, and restore a whole version or one
// question of it as a new save (owners and editors; the save's conflict review applies).
import { useCallback, useEffect, useMemo, useState } from "react";
import type { EventVersion, EventVersionWithDefinition } from "@/lib/sdk";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
// A version viewed here runs its own patterns, as the preview does: RE2 comes with the panel.
import "@/lib/logic/safe-regex";
import type { HistoryActions, VersionsPage } from "./contract";
import { groupVersions } from "./group-versions";
import { VersionCompare, VersionLine, VersionPreview, type ActivityHref, type Form } from "./version-views";
export type HistoryPanelProps = {
  eventId: number;
  actions: HistoryActions;
  /** A version to show first (a registration's version, a save on the Activity page); the list otherwise. */
  initialVersion?: number;
  /** Where a version's author's activity is (owners read the activity); no links without it. */
  activityHref?: ActivityHref;
  /** Owners and editors: restore and name. Viewers only look. */
  canRestore: boolean;
  /** Today's form in the editor. */
  current(): Form;
  /**
   * Puts `form` in the editor and saves it as "Restored from version n"; `whole`: the whole version, which brings
   * back the scenarios it carried too.
   */
  onRestore?(form: Form, n: number, whole: boolean): void;
  onClose(): void;
};

export function HistoryPanel(props: HistoryPanelProps) {
  const { eventId, actions } = props;
  const [versions, setVersions] = useState<EventVersion[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [picked, setPicked] = useState<number[]>([]);
  const [loaded, setLoaded] = useState<Record<number, EventVersionWithDefinition>>({});
  const [scenarioLines, setScenarioLines] = useState<Record<number, string[]>>({});
  const [scenariosSince, setScenariosSince] = useState<VersionsPage["scenariosSince"]>(null);
  const [view, setView] = useState<{ kind: "preview"; n: number } | { kind: "compare"; a: number; b: number } | null>(
    null,
  );

  const apply = useCallback((from: number, result: Awaited<ReturnType<HistoryActions["list"]>>) => {
    if (!result.ok) return setError(result.error.message);
    setVersions((before) => (from === 0 ? result.data.items : [...before, ...result.data.items]));
    setTotal(result.data.total);
    setScenarioLines((before) => ({ ...(from === 0 ? {} : before), ...result.data.scenarioLines }));
    if (from === 0) setScenariosSince(result.data.scenariosSince ?? null);
  }, []);
  const more = async (from: number) => apply(from, await actions.list({ eventId, from }));
  useEffect(() => {
    let live = true;
    void actions.list({ eventId, from: 0 }).then((result) => live && apply(0, result));
    return () => {
      live = false;
    };
  }, [actions, eventId, apply]);
  const { initialVersion } = props;
  useEffect(() => {
    if (initialVersion === undefined) return;
    let live = true;
    void actions.read({ eventId, n: initialVersion }).then((result) => {
      if (!live) return;
      if (!result.ok) return setError(result.error.message);
      setLoaded((before) => ({ ...before, [initialVersion]: result.data }));
      setView({ kind: "preview", n: initialVersion });
    });
    return () => {
      live = false;
    };
  }, [actions, eventId, initialVersion]);

  const load = async (n: number) => {
    if (loaded[n]) return loaded[n];
    const result = await actions.read({ eventId, n });
    if (!result.ok) {
      setError(result.error.message);
      return null;
    }
    setLoaded((before) => ({ ...before, [n]: result.data }));
    return result.data;
  };

  const pick = (n: number) =>
    setPicked((before) => (before.includes(n) ? before.filter((m) => m !== n) : [...before, n].slice(-2)));
  const compare = async () => {
    const [a, b] = [...picked].sort((x, y) => x - y);
    if ((await load(a)) && (await load(b))) setView({ kind: "compare", a, b });
  };
  const preview = async (n: number) => {
    if (await load(n)) setView({ kind: "preview", n });
  };
  const rename = async (n: number, name: string) => {
    const result = await actions.name({ eventId, n, name });
    if (!result.ok) return setError(result.error.message);
    setVersions((before) => before.map((v) => (v.id === n ? { ...v, name: name.trim() || undefined } : v)));
  };

  const rows = useMemo(() => groupVersions(versions), [versions]);

  return (
    <Dialog
      title="History"
      description="Every saved version of this form, newest first."
      onCancel={props.onClose}
      className="w-[min(72rem,calc(100vw-2rem))]"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-3" data-testid="history-panel">
        {error ? (
          <p role="alert" className="mb-2 rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {view?.kind === "preview" && loaded[view.n] ? (
          <VersionPreview
            key={view.n}
            eventId={eventId}
            scenarios={actions.scenarios}
            version={loaded[view.n]}
            canRestore={props.canRestore}
            activityHref={props.activityHref}
            current={props.current}
            onRestore={props.onRestore}
            onBack={() => setView(null)}
          />
        ) : view?.kind === "compare" && loaded[view.a] && loaded[view.b] ? (
          <VersionCompare older={loaded[view.a]} newer={loaded[view.b]} onBack={() => setView(null)} />
        ) : (
          <>
            <div className="mb-2 flex items-center gap-2 text-sm">
              <span>{picked.length === 2 ? "Two versions picked." : "Pick two versions to compare them."}</span>
              <Button variant="secondary" size="compact" disabled={picked.length !== 2} onClick={() => void compare()}>
                Compare
              </Button>
            </div>
            {scenariosSince ? (
              <div
                className="mb-2 rounded border border-slate-200 bg-slate-50 p-2 text-sm"
                data-testid="scenarios-since"
              >
                <p>Scenarios changed since version {scenariosSince.since}; the next save&apos;s version keeps them:</p>
                <ul className="list-disc pl-5">
                  {scenariosSince.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <ol className="divide-y divide-slate-200" aria-label="Versions">
              {rows.map((row) => {
                const expanded = open.has(row.latest.id);
                const shown = expanded ? row.versions : [row.latest];
                return (
                  <li key={row.latest.id} className="py-2">
                    {shown.map((version) => (
                      <VersionItem
                        key={version.id}
                        version={version}
                        picked={picked.includes(version.id)}
                        scenarioLines={scenarioLines[version.id]}
                        canName={props.canRestore}
                        activityHref={props.activityHref}
                        onPick={() => pick(version.id)}
                        onPreview={() => void preview(version.id)}
                        onName={(name) => void rename(version.id, name)}
                      />
                    ))}
                    {row.versions.length > 1 ? (
                      <Button
                        variant="link"
                        size="inline"
                        className="text-sm"
                        aria-expanded={expanded}
                        onClick={() =>
                          setOpen((before) => {
                            const next = new Set(before);
                            if (expanded) next.delete(row.latest.id);
                            else next.add(row.latest.id);
                            return next;
                          })
                        }
                      >
                        {expanded ? "Show fewer" : `${row.versions.length - 1} more saves by ${row.latest.author.name}`}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {versions.length < total ? (
              <Button variant="secondary" size="compact" onClick={() => void more(versions.length)}>
                Show older versions
              </Button>
            ) : null}
          </>
        )}
      </div>
      <footer className="flex justify-end border-t border-slate-200 px-5 py-3">
        <Button variant="secondary" size="sm" onClick={props.onClose}>
          Close
        </Button>
      </footer>
    </Dialog>
  );
}

function VersionItem(props: {
  version: EventVersion;
  picked: boolean;
  /** What this version changed in the scenarios, in words. */
  scenarioLines?: string[];
  canName: boolean;
  activityHref?: ActivityHref;
  onPick(): void;
  onPreview(): void;
  onName(name: string): void;
}) {
  const { version } = props;
  const [naming, setNaming] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-start gap-3 py-1" data-testid={`version-${version.id}`}>
      <input
        type="checkbox"
        className="mt-1 size-4"
        checked={props.picked}
        onChange={props.onPick}
        aria-label={`Pick version ${version.id} to compare`}
      />
      <div className="min-w-0 flex-1">
        <VersionLine version={version} activityHref={props.activityHref} />
        <ul className="mt-1 text-sm text-slate-700">
          {version.summary.slice(0, 2).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
          {version.summary.length > 2 ? <li>and {version.summary.length - 2} more changes</li> : null}
          {props.scenarioLines?.map((line, index) => (
            <li key={`scenario-${index}`} className="text-slate-600" data-testid="version-scenario-change">
              {line}
            </li>
          ))}
        </ul>
        {naming !== null ? (
          <form
            className="mt-1 flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              props.onName(naming);
              setNaming(null);
            }}
          >
            <label className="text-sm">
              Name of version {version.id}{" "}
              <input
                className="rounded border border-slate-300 px-2 py-1"
                value={naming}
                maxLength={100}
                onChange={(event) => setNaming(event.target.value)}
              />
            </label>
            <Button type="submit" variant="primary" size="tight">
              Save name
            </Button>
          </form>
        ) : null}
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="tight" onClick={props.onPreview}>
          View version {version.id}
        </Button>
        {props.canName && naming === null ? (
          <Button variant="ghost" size="tight" onClick={() => setNaming(version.name ?? "")}>
            Name
          </Button>
        ) : null}
      </div>
    </div>
  );
}
