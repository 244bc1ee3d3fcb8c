import { endpoint } from "@/lib/api/endpoint";
import { companyHandlers } from "@/lib/api/handlers/company";

const route = endpoint(companyHandlers);

// GET /api/company — the company the token acts for
export const GET = route.GET;
// HEAD /api/company — its headers only
export const HEAD = route.HEAD;
// other methods — 405 with Allow; OPTIONS — 204 with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = route;
