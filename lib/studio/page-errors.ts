import "server-only";
// What a studio page does with an SDK failure it cannot show in place: revoked credentials go to the sign-in page,
// which says why; anything else reaches the studio's error page (app/(studio)/error.tsx).
import { redirect } from "next/navigation";
import { isRevoked } from "./action-errors";

export function rethrowForPage(error: unknown): never {
  if (isRevoked(error)) redirect("/sign-in?reason=revoked");
  throw error;
}
