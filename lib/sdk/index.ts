// The public surface of the SDK.
export { createClient, type Client, type ClientOptions } from "./client";
export * from "./errors";
export type { RetryOptions } from "./retry";
export type { RequestOptions } from "./request-options";
export type { Hooks, HookRequest, HookResponse, HookFailure } from "./hooks";
export type { ContentRange } from "./headers";
export type { Paginator } from "./resources/paginator";
export { signInDevice } from "./resources/capture";
export type { CaptureClient, DeviceReport, DeviceSignIn, SignInDeviceOptions } from "./resources/capture";
export type { CompanyClient, CompanyField } from "./resources/company";
export type { EventsClient, EventField } from "./resources/events";
export type { RegistrationsClient, RegistrationField } from "./resources/registrations";
export type { VersionsClient, VersionField } from "./resources/versions";
export type * from "./types";
