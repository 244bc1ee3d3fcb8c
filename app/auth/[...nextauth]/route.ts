// next-auth's own endpoints (/auth/*), given the public origin (AUTH_URL, or the one the server saw:
// lib/studio/services/public-origin.ts) instead of the internal listener's, so its redirects and cookies name the
// address
// the person uses, never a loopback port.
import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";
import { publicOrigin } from "@/lib/studio/services/public-origin";

async function atPublicOrigin(request: NextRequest): Promise<NextRequest> {
  // With AUTH_URL, next-auth puts it in place itself (from nextUrl).
  if (process.env.AUTH_URL) return request;
  const url = new URL(request.url);
  // A plain Request: a NextRequest would turn 127.0.0.1 into localhost, another origin for the browser's cookies.
  return new Request(`${await publicOrigin(request.headers)}${url.pathname}${url.search}`, request) as NextRequest;
}

export async function GET(request: NextRequest) {
  return handlers.GET(await atPublicOrigin(request));
}

export async function POST(request: NextRequest) {
  return handlers.POST(await atPublicOrigin(request));
}
