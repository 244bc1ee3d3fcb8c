// The public surface of the SDK.
export { createClient, type Client, type ClientOptions } from "./client";
export * from "./errors";
export type { RetryOptions } from "./retry";
export type { ContentRange } from "./headers";
export type * from "./types";
