"use server";
// The first owner (/setup): only while nobody can sign in, only with the setup code printed at start (a browser
// on the server's own machine may leave it out), and only once — the code is taken atomically, so of two people
// racing, one wins. Then the owner is signed in. No role exists yet to check: the code is the authorisation.
import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { z } from "zod";
import { signIn } from "@/lib/auth";
import { claimSetup, createAccount, createCompanyFor, signInThrottle } from "@/lib/studio/services/accounts";
import { fromSameMachine } from "@/lib/auth/demo-offer";
import { passwordProblem } from "@/lib/auth/password-rules";
import { newAccountSchema } from "@/lib/studio/schemas/account";
import { companyNameSchema, companyUsernameSchema } from "@/lib/studio/schemas/company";

/**
 * Wrong setup codes count like wrong passwords (docs/security.md "Sign-in throttle"): per address, with the same
 * doubling wait, so the code printed at start cannot be guessed however long /setup stays open.
 */
const setupThrottle = signInThrottle();
const SETUP_ACCOUNT = "/setup code";

export type SetupState = { message: string | null; field: string | null; values: Record<string, string> };

const setupSchema = z.object({
  code: z.string().max(100),
  ...newAccountSchema.shape,
  companyName: companyNameSchema,
  companyUsername: companyUsernameSchema,
});

export async function createOwnerAccount(_previous: SetupState, form: FormData): Promise<SetupState> {
  const raw = Object.fromEntries(
    ["code", "name", "email", "password", "companyName", "companyUsername"].map((name) => [
      name,
      String(form.get(name) ?? ""),
    ]),
  );
  const values = {
    name: raw.name,
    email: raw.email,
    companyName: raw.companyName,
    companyUsername: raw.companyUsername,
    code: raw.code,
  };
  const parsed = setupSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { message: issue.message, field: String(issue.path[0] ?? ""), values };
  }
  const input = parsed.data;
  const weak = passwordProblem(input.password, input);
  if (weak) return { message: weak, field: "password", values };
  const sameMachine = await fromSameMachine();
  const code = sameMachine && !input.code ? null : input.code;
  const address = (await headers()).get("x-capture-client-address") ?? "unknown";
  if (code !== null) {
    const wait = await setupThrottle.wait(SETUP_ACCOUNT, address);
    if (wait.seconds > 0)
      return {
        message:
          `Too many wrong setup codes from your address. Wait ${wait.seconds} ` +
          `seconds, then copy the code from the line the server printed ` +
          `at start (…/setup?code=…) and try again.`,
        field: "code",
        values,
      };
  }
  const claim = await claimSetup(code);
  if (!claim.claimed) {
    if (code !== null) await setupThrottle.recordFailure(SETUP_ACCOUNT, address);
    return {
      message:
        "The setup code is wrong, or the owner account was already created. " +
        "Copy the code from the line the server printed at start " +
        "(…/setup?code=…), or sign in.",
      field: "code",
      values,
    };
  }
  const person = await createAccount({ name: input.name, email: input.email, password: input.password });
  if ("field" in person) {
    await claim.release();
    return { message: person.message, field: person.field, values };
  }
  const company = await createCompanyFor(person, input.companyName, input.companyUsername);
  if ("field" in company)
    return {
      message: `${company.message} Your account was created: sign in and create the company from your account page.`,
      field: company.field,
      values,
    };
  try {
    await signIn("credentials", { email: input.email, password: input.password, redirectTo: "/events" });
  } catch (error) {
    if (error instanceof AuthError)
      return {
        message: "Your account was created, but signing in failed. Sign in with your e-mail and password.",
        field: null,
        values,
      };
    throw error;
  }
  return { message: null, field: null, values };
}
