// A bearer token the caller holds (a capture device's, from signInDevice): used as it is, never requested or
// renewed. When the API refuses it, the call throws (UnauthorizedError): only signing in again makes another.

export class FixedToken {
  readonly renewable = false;
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  async get(): Promise<string> {
    return this.#value;
  }

  /** Never called (not renewable); answers the same token. */
  async renew(): Promise<string> {
    return this.#value;
  }

  /** What must never be shown: the token (redact.ts). */
  secrets(): string[] {
    return [this.#value];
  }
}
