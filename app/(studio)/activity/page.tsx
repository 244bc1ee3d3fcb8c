import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/shell/not-allowed";
import { activityPage } from "@/lib/studio/services/activity";
import { exactTime, relativeTime } from "@/lib/studio/format/relative-time";
import { can } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Activity" };

const whole = (raw: string | undefined, digits: number) =>
  raw && new RegExp(`^[1-9]\\d{0,${digits - 1}}$`).test(raw) ? Number(raw) : undefined;

export default async function ActivityPage({
  searchParams,
}: {
  searchParams: Promise<{ before?: string; event?: string; version?: string }>;
}) {
  const query = await searchParams;
  const before = whole(query.before, 15);
  // `?event=<id>&version=<n>`: one event's activity from the save of that version on (a version's author in the
  // History links here, docs/studio.md "History").
  const eventId = whole(query.event, 9);
  const version = eventId ? whole(query.version, 9) : undefined;
  const filter = eventId ? `event=${eventId}${version ? `&version=${version}` : ""}` : "";
  const here = (more: string) => {
    const search = [filter, more].filter(Boolean).join("&");
    return search ? `/activity?${search}` : "/activity";
  };
  const session = await requireSession(here(before ? `before=${before}` : ""));
  if (!can(session.role, "activity.read")) return <NotAllowed role={session.role} permission="activity.read" />;
  const { entries, nextBefore } = await activityPage(
    session.company.id,
    before,
    undefined,
    eventId ? { id: eventId, version } : undefined,
  );
  const now = new Date();
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Activity</h1>
        <p className="text-sm text-slate-600">
          {eventId ? (
            <>
              The activity of one event
              {version ? `, from the save of its version ${version} on` : ""}, newest first.{" "}
              <Link href="/activity" className="text-brand-700 underline underline-offset-2">
                All activity
              </Link>
            </>
          ) : (
            `Who did what in ${session.company.name}, newest first.`
          )}
        </p>
      </div>
      {entries.length === 0 ? (
        <p
          className={
            "rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8 " +
            "text-center text-sm text-slate-600"
          }
        >
          {before ? "No older activity." : "Nothing has happened here yet."}
        </p>
      ) : (
        <ol
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          aria-label="Activity, newest first"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-baseline justify-between gap-4 px-4 py-2 text-sm">
              {/* Names and subjects are people's words: each is isolated (<bdi>) so that no character in one can
                  reorder the sentence around it, and the actor is set apart from the studio's own words
                  (docs/security.md "Names and Activity"). */}
              <p className="text-slate-800">
                <bdi
                  className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-900"
                  data-testid="activity-actor"
                >
                  {entry.actor}
                </bdi>{" "}
                <span>{entry.sentence}</span>
                {entry.subject ? (
                  <>
                    {" “"}
                    <bdi>{entry.subject}</bdi>”
                  </>
                ) : null}
                {entry.version ? (
                  <>
                    {" · "}
                    <Link
                      href={`/events/${entry.version.eventId}?version=${entry.version.n}`}
                      className="text-brand-700 underline underline-offset-2"
                    >
                      version {entry.version.n}
                    </Link>
                  </>
                ) : null}
              </p>
              <time
                dateTime={entry.at.toISOString()}
                title={exactTime(entry.at)}
                className="shrink-0 text-xs text-slate-600"
              >
                {relativeTime(entry.at, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Activity pages" className="flex gap-3 text-sm">
        {before && (
          <Link href={here("")} className="text-brand-700 underline underline-offset-2">
            Newest
          </Link>
        )}
        {nextBefore && (
          <Link href={here(`before=${nextBefore}`)} className="text-brand-700 underline underline-offset-2">
            Older
          </Link>
        )}
      </nav>
    </div>
  );
}
