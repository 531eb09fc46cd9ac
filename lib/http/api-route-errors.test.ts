import { describe, expect, it } from "vitest";
import { classifyDatabaseError, sqlStateOf } from "@/lib/db/errors";
import { errorResponse } from "./api-route";

const isUnstorableText = (error: unknown) => classifyDatabaseError(error) === "unstorable-text";
const isDatabaseUnavailable = (error: unknown) => classifyDatabaseError(error) === "unavailable";

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

describe("classifyDatabaseError: by SQLSTATE, from pg's own errors as from Prisma's", () => {
  // pg's DatabaseError carries the SQLSTATE as `code` (the raw statements on the pool raise these).
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "ERROR" });

  it("reads the SQLSTATE where pg and Prisma put it", () => {
    expect(sqlStateOf(pgError("22021", "invalid byte sequence"))).toBe("22021");
    expect(sqlStateOf(nul)).toBe("22021");
    expect(sqlStateOf(new Error("boom"))).toBeNull();
  });

  it("maps each kind once: unstorable text, unique violation, unavailable, busy, not found", () => {
    expect(classifyDatabaseError(pgError("22P05", "unsupported Unicode escape sequence"))).toBe("unstorable-text");
    expect(classifyDatabaseError(pgError("23505", "duplicate key value"))).toBe("unique-violation");
    expect(classifyDatabaseError(pgError("57P01", "terminating connection due to administrator command"))).toBe("unavailable");
    expect(classifyDatabaseError(pgError("08006", "connection failure"))).toBe("unavailable");
    expect(classifyDatabaseError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe("unavailable");
    expect(classifyDatabaseError(Object.assign(new Error("Record to update not found."), { code: "P2025" }))).toBe("not-found");
    expect(classifyDatabaseError(pgError("42P01", "relation does not exist"))).toBeNull();
    expect(errorResponse(pgError("22021", "invalid byte sequence")).status).toBe(400);
    expect(errorResponse(pgError("57P01", "terminating connection")).status).toBe(503);
  });
});

