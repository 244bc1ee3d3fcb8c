import { describe, expect, it } from "vitest";
import { describeSmtpUrl, mailStartupLine } from "./status";

describe("mailStartupLine", () => {
  it("names the SMTP server and sender, never the user or password", () => {
    const line = mailStartupLine({
      SMTP_URL: "smtps://ada:hunter2@mail.example.com:465",
      MAIL_FROM: "Studio <s@x.io>",
    });
    expect(line).toBe("Mail: sending over smtps://mail.example.com:465 from Studio <s@x.io>");
    expect(line).not.toContain("hunter2");
  });

  it("says mail is not configured without SMTP_URL", () => {
    expect(mailStartupLine({ SMTP_URL: undefined, MAIL_FROM: "x@y.z" })).toMatch(/^Mail: not configured/);
  });
});

describe("describeSmtpUrl", () => {
  it("fills in the usual port of each scheme", () => {
    expect(describeSmtpUrl("smtps://mail.example.com")).toBe("smtps://mail.example.com:465");
    expect(describeSmtpUrl("smtp://mail.example.com")).toBe("smtp://mail.example.com:587");
  });
});
