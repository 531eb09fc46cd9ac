import { describe, expect, it } from "vitest";
import { errorResponse, isDatabaseUnavailable, isUnstorableText } from "./api-route";

// Shapes of the errors Prisma 7 with @prisma/adapter-pg raised in the reliability suite.
const nul = Object.assign(new Error('Invalid `prisma.user.findUnique()` invocation:\nDatabase error. Code: `22021`. Message: `invalid byte sequence for encoding "UTF8": 0x00`'), { code: "P2039" });
const unreachable = Object.assign(new Error("Invalid `prisma.$queryRaw()` invocation:\nRaw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:5432`"), {
  code: "P2010",
  meta: { driverAdapterError: new Error("DatabaseNotReachable") },
});

describe("errorResponse for database errors", () => {
  it("answers 400, not 500, for text PostgreSQL cannot store (NUL bytes)", async () => {
    expect(isUnstorableText(nul)).toBe(true);
    const response = errorResponse(nul);
    expect(response.status).toBe(400);
  });

  it("answers 503 when the server cannot be reached", () => {
    expect(isDatabaseUnavailable(unreachable)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Server has closed the connection."))).toBe(true);
    expect(errorResponse(unreachable).status).toBe(503);
    expect(isUnstorableText(unreachable)).toBe(false);
  });

  it("answers 503 when no transaction could be started in time (saturated pool)", () => {
    const busy = Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" });
    expect(errorResponse(busy).status).toBe(503);
  });

  it("still answers 500 for anything else", () => {
    expect(errorResponse(new Error("boom")).status).toBe(500);
  });
});
