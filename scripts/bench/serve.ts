// The benchmarks' server: `node server.js` (production build) on a free port (BENCH_PORT chooses one), plain HTTP,
// with the given environment; BENCH_NODE_ARGS adds Node options (e.g. "--cpu-prof --cpu-prof-dir=<dir>").
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");

export async function serve(env: Record<string, string>): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "server.js"], { cwd: ROOT, env: { ...process.env, ...env, PORT: process.env.BENCH_PORT ?? "0", ENFORCE_HTTPS: "false", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /ready on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", () => reject(new Error(`server exited:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners("exit");
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
