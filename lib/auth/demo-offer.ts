import "server-only";
// A newcomer's first minute: the sign-in page offers the demo account (the demo company's owner), but only to a
// person on this very machine (the server decides that at the socket: x-capture-same-machine, which also needs a
// loopback Host and no proxy) and only while the demo person exists with the password and e-mail it was made with. A
// deployment reached from other machines, or
// behind a proxy, never shows it.
import { headers } from "next/headers";
import { readDemoPerson } from "../db/demo-settings";
import { deleteSetting } from "../db/repositories/deployment-settings";
import { getPerson } from "../db/repositories/people";

export type DemoAccount = { email: string; password: string };

/** Whether this request comes from a browser on the server's own machine (see server/socket-guards.ts). */
export async function fromSameMachine(): Promise<boolean> {
  return (await headers()).get("x-capture-same-machine") === "1";
}

export async function demoOffer(): Promise<DemoAccount | null> {
  if (!(await fromSameMachine())) return null;
  const demo = await readDemoPerson();
  if (!demo) return null;
  // Only while the demo person is still the one seeded, under the same e-mail; otherwise the password is useless
  // and is deleted (the account forms delete it when it changes: lib/studio/services/people.ts).
  const person = demo.personId === undefined ? null : await getPerson(demo.personId);
  if (!person || person.email !== demo.email) {
    await deleteSetting("demoPerson");
    return null;
  }
  return { email: demo.email, password: demo.password };
}
