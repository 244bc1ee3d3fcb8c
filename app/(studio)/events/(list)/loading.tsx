import { EventsSkeleton } from "@/components/events/events-skeleton";

// The events list while its events are read from the API: the page's heading and a skeleton of its table, in words.
// In its own route group so that it never stands in for an event's editor or registrations. (A Suspense boundary
// inside the page instead made New event's move to the editor lose to the list's own refresh.)
export default function EventsLoading() {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Events</h1>
        <p className="text-sm text-slate-600">The lead-capture forms of your company.</p>
      </div>
      <EventsSkeleton />
    </div>
  );
}
