import { endpoint } from "@/lib/api/endpoint";
import { registrationModelHandlers } from "@/lib/api/handlers/registrations";

const route = endpoint(registrationModelHandlers);

// GET /api/events/[eventId]/registrations/[registrationId] — one registration
export const GET = route.GET;
// HEAD /api/events/[eventId]/registrations/[registrationId] — its headers only
export const HEAD = route.HEAD;
// PUT /api/events/[eventId]/registrations/[registrationId] — replace its values (If-Unmodified-Since)
export const PUT = route.PUT;
// PATCH /api/events/[eventId]/registrations/[registrationId] — change the values sent (If-Unmodified-Since)
export const PATCH = route.PATCH;
// DELETE /api/events/[eventId]/registrations/[registrationId] — delete it
export const DELETE = route.DELETE;
// POST — 405 with Allow; OPTIONS — 204 with Allow
export const { POST, OPTIONS } = route;
