// What the sign-in form says for each refusal: what happened and what to do next. The codes come from
// lib/studio/services/accounts.ts (SignInRefused) and lib/auth/config.ts.

export const SIGN_IN_MESSAGES: Record<string, string> = {
  missingFields: "Enter your e-mail address and your password.",
  wrongPassword:
    "The e-mail address or password is wrong. Check both and try again; if " +
    "you forgot your password, ask an owner of your company to invite you " +
    "again.",
  throttledAccount: "Too many wrong passwords for this account from your address. Wait a few minutes, then try again.",
  throttledAddress: "Too many failed sign-ins from your address. Wait a few minutes, then try again.",
  signInFailed:
    "Signing in failed for an unexpected reason. Try again; if it keeps " +
    "failing, ask whoever runs this studio to check its log.",
};

export const SIGN_IN_REASONS: Record<string, string> = {
  // A voluntary sign-out (the header's Sign out) is told apart from a session that ended under the person.
  signedOut: "You signed out. Sign in again to continue.",
  sessionEnded: "Your session has ended. Sign in again to continue.",
  signedOutEverywhere: "You signed out on every device. Sign in again to continue.",
  removed: "You are no longer a member of that company. Sign in again to continue with your other companies.",
  passwordChanged: "Your password was changed. Sign in with the new one.",
  passwordReset: "Your new password is set, and every session of your account has ended. Sign in with it.",
  demoRemoved: "The demo company and its demo account were removed. Sign in with your own account.",
};

export function signInMessage(code: string | undefined): string {
  return SIGN_IN_MESSAGES[code ?? ""] ?? SIGN_IN_MESSAGES.signInFailed;
}
