import { endpoint } from "@/lib/api/endpoint";
import { eventModelHandlers } from "@/lib/api/handlers/events";

const route = endpoint(eventModelHandlers);

// GET /api/events/[eventId] — one event
export const GET = route.GET;
// HEAD /api/events/[eventId] — its headers only
export const HEAD = route.HEAD;
// PUT /api/events/[eventId] — replace it (If-Unmodified-Since)
export const PUT = route.PUT;
// PATCH /api/events/[eventId] — change some attributes (If-Unmodified-Since)
export const PATCH = route.PATCH;
// DELETE /api/events/[eventId] — delete it; afterwards 410
export const DELETE = route.DELETE;
// POST — 405 with Allow; OPTIONS — 204 with Allow
export const { POST, OPTIONS } = route;
