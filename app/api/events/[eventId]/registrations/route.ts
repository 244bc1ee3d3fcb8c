import { endpoint } from "@/lib/api/endpoint";
import { registrationsCollectionHandlers } from "@/lib/api/handlers/registrations";

const route = endpoint(registrationsCollectionHandlers);

// GET /api/events/[eventId]/registrations — a page of registrations
export const GET = route.GET;
// HEAD /api/events/[eventId]/registrations — the count, in Content-Range
export const HEAD = route.HEAD;
// POST /api/events/[eventId]/registrations — register values
export const POST = route.POST;
// DELETE /api/events/[eventId]/registrations — delete every registration of the event
export const DELETE = route.DELETE;
// PUT, PATCH — 405 with Allow; OPTIONS — 204 with Allow
export const { PUT, PATCH, OPTIONS } = route;
