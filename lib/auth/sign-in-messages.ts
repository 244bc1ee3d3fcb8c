// What the sign-in form says for each refusal: what happened and what to do next. Shared by the form and the
// company switch; the codes come from lib/studio/verify-credentials.ts.

export const SIGN_IN_MESSAGES: Record<string, string> = {
  missingFields: "Enter the client ID and the client secret of your company's API client.",
  wrongCredentials: "The client ID or secret is wrong. Copy both again from your company's API settings (or from the line `npm run credentials` printed).",
  companyRequired: "This API client acts for several companies: enter the username of the company to work on.",
  companyNotAllowed: "This API client may not act for that company. Check the company username, or sign in with that company's own client.",
  throttled: "Too many failed sign-ins from your address. Wait a few minutes, then try again with the right secret.",
  apiUnreachable: "The Event-Capture API could not be reached. Check that it is running (and API_BASE_URL, if set), then try again.",
  signInFailed: "Signing in failed for an unexpected reason. Try again; if it keeps failing, ask whoever runs this studio to check its log.",
};

export const SIGN_IN_REASONS: Record<string, string> = {
  revoked: "Your API client's credentials stopped working (revoked, or the secret changed). Sign in again with current ones.",
  signedOut: "You were signed out. Sign in again to continue.",
};

export function signInMessage(code: string | undefined): string {
  return SIGN_IN_MESSAGES[code ?? ""] ?? SIGN_IN_MESSAGES.signInFailed;
}
