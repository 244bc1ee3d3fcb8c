import { errorResponse } from "@/lib/api/endpoint";
import { ApiError } from "@/lib/api/errors";
import { answerVersion } from "@/lib/api/negotiate";

// Any other path under /api — a JSON 404, never an HTML page
const notFound = async (request: Request) =>
  errorResponse(new ApiError("notFound", `There is no API endpoint at ${new URL(request.url).pathname}. See docs/api.md for the endpoints.`), answerVersion(request.headers.get("accept")), request.method);

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
