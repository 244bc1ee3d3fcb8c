import "server-only";
// A newcomer's first minute: the sign-in page offers the demo account (the demo company's owner), but only to a
// person on this very machine (the server decides that at the socket: x-capture-same-machine, which also needs a
// loopback Host and no proxy) and only while the demo person exists. A deployment reached from other machines, or
// behind a proxy, never shows it.
import { headers } from "next/headers";
import { readSetting } from "../db/repositories/deployment-settings";
import { findPersonByEmail } from "../db/repositories/people";

export type DemoAccount = { email: string; password: string };

/** Whether this request comes from a browser on the server's own machine (see lib/server/socket-guards.ts). */
export async function fromSameMachine(): Promise<boolean> {
  return (await headers()).get("x-capture-same-machine") === "1";
}

export async function demoOffer(): Promise<DemoAccount | null> {
  if (!(await fromSameMachine())) return null;
  const stored = await readSetting("demoPerson");
  if (!stored) return null;
  const demo = JSON.parse(stored) as DemoAccount;
  return (await findPersonByEmail(demo.email)) ? demo : null;
}
