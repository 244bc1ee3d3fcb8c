// Starts a throwaway PostgreSQL cluster for the tests and stops it afterwards; with TEST_DATABASE_URL set, that
// server is used instead.
import type { TestProject } from "vitest/node";
import { startCluster } from "./pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgAdminUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const cluster = await startCluster();
  project.provide("pgAdminUrl", cluster.adminUrl);
  return () => cluster.stop();
}
