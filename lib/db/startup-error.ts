/** A start-up failure whose message is the one line to print (no stack trace). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupError";
  }
}
