import { endpoint } from "@/lib/api/endpoint";
import { issueAccessToken } from "@/lib/api/handlers/token";

const route = endpoint({ POST: issueAccessToken }, { authenticated: false, form: true, oauth: true });

// POST /api/auth — exchange client credentials for a bearer token
export const POST = route.POST;
// other methods — 405 with Allow; OPTIONS — 204 with Allow
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = route;
