// What the events list shows while its events are read: the page's own table, its rows still grey, and one
// sentence in the person's words (the bare "Loading from the API…" spinner said nothing about what was coming).
import { Table } from "@/components/ui/table";

const COLUMNS = [
  { label: "Name" },
  { label: "Type" },
  { label: "Questions", align: "right" as const },
  { label: "Last change" },
  { label: "Registrations" },
];
const WIDTHS = ["w-56", "w-44", "w-64", "w-40", "w-52"];
/** The grey bars of the type, questions, last change and registrations cells, the same in every row. */
const LATER_BARS = ["block h-3.5 w-16", "ml-auto block h-3.5 w-6", "block h-3.5 w-24", "block h-3.5 w-20"];

export function EventsSkeleton() {
  return (
    <div className="space-y-3" data-testid="events-skeleton">
      <p role="status" className="text-sm text-slate-600">
        Loading your events…
      </p>
      <div aria-hidden>
        <Table columns={COLUMNS}>
          {WIDTHS.map((width) => (
            <tr key={width}>
              <td className="px-4 py-3">
                <span
                  className={
                    `block h-3.5 ${width} max-w-full animate-pulse rounded bg-slate-200 ` + `motion-reduce:animate-none`
                  }
                />
              </td>
              {LATER_BARS.map((bar) => (
                <td key={bar} className="px-4 py-3">
                  <span className={`${bar} animate-pulse rounded bg-slate-100 motion-reduce:animate-none`} />
                </td>
              ))}
              <td className="px-4 py-3" />
            </tr>
          ))}
        </Table>
      </div>
    </div>
  );
}
