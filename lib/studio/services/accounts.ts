import "server-only";
// People's accounts: the sign-in check (throttled per person), the first owner (/setup), companies made by a person.
// The rules of their fields, which every form shares, are in lib/studio/schemas/account.ts.
import { sharedHitStore } from "../../rate-limit/hit-store";
import { claimCompany, createCompanyWithOwner } from "../../db/repositories/companies";
import { claimSetting, deleteSetting, readSetting, takeSetting } from "../../db/repositories/deployment-settings";
import {
  countPeople,
  createPerson,
  findPersonByEmail,
  getPerson,
  updatePerson,
  type Person,
} from "../../db/repositories/people";
import { record } from "./activity";
import { hashPassword, matchPassword } from "../../auth/password-hash";
import { passwordProblem } from "../../auth/password-rules";
import { SignInThrottle } from "../../auth/sign-in-throttle";

export type SignInCode = "missingFields" | "wrongPassword" | "throttledAccount" | "throttledAddress" | "signInFailed";

export class SignInRefused extends Error {
  constructor(
    readonly code: SignInCode,
    readonly retryAfterSeconds = 0,
  ) {
    super(`Sign-in refused: ${code}`);
    this.name = "SignInRefused";
  }
}

const THROTTLE_KEY = Symbol.for("capture-studio.sign-in-throttle");
const holder = globalThis as { [THROTTLE_KEY]?: SignInThrottle };
const throttle = (holder[THROTTLE_KEY] ??= new SignInThrottle(sharedHitStore));

/** The process's one sign-in throttle, for the other checks that count like wrong passwords (/setup's codes). */
export const signInThrottle = (): SignInThrottle => throttle;

/** The person with this e-mail and password; a SignInRefused saying why not (throttled before any hash). */
export async function checkPassword(email: string, password: string, address: string): Promise<Person> {
  const wait = await throttle.wait(email, address);
  if (wait.seconds > 0)
    throw new SignInRefused(wait.reason === "account" ? "throttledAccount" : "throttledAddress", wait.seconds);
  const person = await findPersonByEmail(email);
  const matched = await matchPassword(password, person?.passwordHash ?? null);
  if (!person || !matched) {
    await throttle.recordFailure(email, address);
    throw new SignInRefused("wrongPassword");
  }
  await throttle.recordSuccess(email, address);
  // A hash of the password as typed, from before passwords were normalised: replaced by the normalised one.
  if (matched === "legacy") await updatePerson(person.id, { passwordHash: await hashPassword(password) });
  return person;
}

/**
 * Whether `password` is the signed-in person's current one, before their e-mail or password changes. Counted by
 * the sign-in throttle, per (person, address) and per address (docs/security.md "Sign-in throttle"): a stolen
 * session guesses no faster than a stranger at the sign-in form, and the person at another address is not held up.
 */
export async function checkCurrentPassword(
  person: Pick<Person, "id" | "email">,
  password: string,
  address: string,
): Promise<"ok" | { wrong: true } | { waitSeconds: number }> {
  const wait = await throttle.wait(person.email, address);
  if (wait.seconds > 0) return { waitSeconds: wait.seconds };
  const stored = await getPerson(person.id);
  const matched = await matchPassword(password, stored?.passwordHash ?? null);
  if (!stored || !matched) {
    await throttle.recordFailure(person.email, address);
    return { wrong: true };
  }
  await throttle.recordSuccess(person.email, address);
  return "ok";
}

export type NewAccount = { name: string; email: string; password: string };
export type AccountProblem = {
  field: "name" | "email" | "password" | "companyName" | "companyUsername" | "code";
  message: string;
};

/** Makes a person; a problem naming the field when the e-mail is taken or the password too weak. */
export async function createAccount(
  input: NewAccount,
  options: { staff?: boolean } = {},
): Promise<Person | AccountProblem> {
  const weak = passwordProblem(input.password, input);
  if (weak) return { field: "password", message: weak };
  const person = await createPerson({
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    staff: options.staff,
  });
  if (person === "emailTaken")
    return {
      field: "email",
      message: "Somebody already signs in with this e-mail address. Sign in instead, or use another address.",
    };
  return person;
}

/**
 * The company a person makes (they become its owner). A username in use is refused, whoever holds it: a company
 * made by `npm run credentials` gets its first owner only through its claim code (claimCompanyFor), never by its
 * name (docs/security.md "Companies").
 */
export async function createCompanyFor(
  person: Pick<Person, "id" | "name" | "email">,
  name: string,
  username: string,
): Promise<{ id: number } | AccountProblem> {
  const company = await createCompanyWithOwner(username, name, person.id);
  if (company === "taken")
    return {
      field: "companyUsername",
      message: `That username is taken: "${username}" belongs to another company. Choose another username.`,
    };
  await record(company.id, person, "companyCreated", company.name);
  return { id: company.id };
}

/**
 * Makes the person the first owner of the company a claim code was printed for (once: the code is used up). The
 * answer never names a company the person cannot have.
 */
export async function claimCompanyFor(
  person: Pick<Person, "id" | "name" | "email">,
  code: string,
): Promise<{ id: number; name: string; username: string } | AccountProblem> {
  const result = await claimCompany(code, person.id);
  if (result.status === "claimed") {
    await record(result.company.id, person, "companyClaimed", result.company.name);
    return { id: result.company.id, name: result.company.name, username: result.company.username };
  }
  const message =
    result.status === "expired"
      ? "This claim code has expired. Ask whoever runs this studio to run `npm " +
        "run credentials -- --company <username>` again, which prints a new " +
        "one."
      : result.status === "hasMembers"
        ? "This company already has members, so the code no longer works. Ask one of its owners for an invitation."
        : "This claim code is wrong or was already used. Copy it again from the " +
          "line `npm run credentials` printed, or ask whoever runs this studio " +
          "for a new one.";
  return { field: "code", message };
}

/** Whether the deployment still waits for its first owner (/setup is open). */
export async function setupOpen(): Promise<boolean> {
  return (await countPeople()) === 0 && (await readSetting("setupCode")) !== null;
}

/** Whether `code` is the setup code printed at start (compared in constant time). */
export async function setupCodeMatches(code: string): Promise<boolean> {
  const stored = await readSetting("setupCode");
  if (!stored || code.length !== stored.length) return false;
  const { timingSafeEqual } = await import("node:crypto");
  return timingSafeEqual(Buffer.from(code), Buffer.from(stored));
}

/** Closes /setup: the first owner exists. */
export async function closeSetup(): Promise<void> {
  await deleteSetting("setupCode");
}

/**
 * Takes the setup code (one request wins; `code` null for a browser on this machine, which may leave it out):
 * true when this request may create the first owner. `release` puts it back when creating failed.
 */
export async function claimSetup(code: string | null): Promise<{ claimed: boolean; release(): Promise<void> }> {
  const stored = await readSetting("setupCode");
  const none = { claimed: false, release: async () => undefined };
  if (!stored || (await countPeople()) > 0) return none;
  if (code !== null && !(await setupCodeMatches(code))) return none;
  if (!(await takeSetting("setupCode", stored))) return none;
  return { claimed: true, release: () => claimSetting("setupCode", stored).then(() => undefined) };
}
