import { describe, expect, it } from "vitest";
import type { Principal } from "./authenticate";
import { ApiError } from "./errors";
import { checkScope, notOpenForCapture } from "./scope";

const client: Principal = { scope: "PublicAPI", companyId: 1, clientId: "c" };
const device: Principal = { scope: "capture", companyId: 1, deviceId: "dev_1" };

function refusal(run: () => void): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("checkScope", () => {
  it("lets an API client call any endpoint that does not say otherwise", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"])
      expect(() => checkScope(client, method, "/api/events", { capture: ["GET"] })).not.toThrow();
    expect(() => checkScope(client, "GET", "/api/company")).not.toThrow();
  });

  it("refuses a capture device by default with 403 insufficientScope and the bearer challenge", () => {
    const error = refusal(() => checkScope(device, "GET", "/api/company"));
    expect(error).toMatchObject({ status: 403, error: "insufficientScope", details: { scope: "capture" } });
    expect(error.message).toMatch(/^GET \/api\/company is not allowed with a capture device's token/);
    expect(error.headers["WWW-Authenticate"]).toContain('error="insufficient_scope"');
  });

  it("lets a capture device call exactly the methods the endpoint names for it", () => {
    const rule = { capture: ["GET", "POST"] };
    expect(() => checkScope(device, "GET", "/api/events/1/registrations", rule)).not.toThrow();
    expect(() => checkScope(device, "POST", "/api/events/1/registrations", rule)).not.toThrow();
    for (const method of ["HEAD", "PUT", "PATCH", "DELETE"])
      expect(refusal(() => checkScope(device, method, "/api/events/1/registrations", rule)).status).toBe(403);
  });

  it("refuses API clients where the endpoint answers devices only", () => {
    const rule = { capture: ["GET"], clients: false };
    expect(() => checkScope(device, "GET", "/api/capture/device", rule)).not.toThrow();
    const error = refusal(() => checkScope(client, "GET", "/api/capture/device", rule));
    expect(error).toMatchObject({ status: 403, error: "insufficientScope" });
    expect(error.message).toMatch(/POST \/api\/capture\/devices/);
  });
});

describe("notOpenForCapture", () => {
  it("says the event is not open for capture and what to do", () => {
    const error = notOpenForCapture(7);
    expect(error).toMatchObject({ status: 403, error: "insufficientScope", details: { eventId: 7 } });
    expect(error.message).toMatch(/not open for capture.*ask an owner to open/);
  });
});
