import { endpoint } from "@/lib/api/endpoint";
import { eventsCollectionHandlers } from "@/lib/api/handlers/events";

const route = endpoint(eventsCollectionHandlers);

// GET /api/events — a page of events (Range, fields, If-Modified-Since)
export const GET = route.GET;
// HEAD /api/events — the count, in Content-Range
export const HEAD = route.HEAD;
// POST /api/events — create an event
export const POST = route.POST;
// other methods — 405 with Allow; OPTIONS — 204 with Allow
export const { PUT, PATCH, DELETE, OPTIONS } = route;
