import "server-only";
// A newcomer's first minute: the sign-in page offers the demo company's credentials, but only to a person on this
// very machine (server.js decides that at the socket: x-capture-same-machine) and only while the demo client
// exists. A deployment reached from other machines, or using another deployment's API, never shows them.
import { headers } from "next/headers";
import { apiClientExists } from "../db/repositories/api-clients";
import { readSetting } from "../db/repositories/deployment-settings";
import { readEnv } from "../env";

export type DemoCredentials = { clientId: string; clientSecret: string };

export async function demoOffer(): Promise<DemoCredentials | null> {
  if (readEnv().API_BASE_URL) return null;
  if ((await headers()).get("x-capture-same-machine") !== "1") return null;
  const stored = await readSetting("demoClient");
  if (!stored) return null;
  const demo = JSON.parse(stored) as DemoCredentials;
  return (await apiClientExists(demo.clientId)) ? demo : null;
}
