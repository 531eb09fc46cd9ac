// Database errors told apart in one place, by SQLSTATE: pg's own errors carry it as `code`; Prisma's
// print it in their message ("Code: `22021`"). Prisma's own codes and the driver's connection failures
// (which have no SQLSTATE) are listed beside them. lib/http turns each kind into its HTTP answer.
export type DatabaseFailure = "not-found" | "unique-violation" | "unstorable-text" | "busy" | "unavailable";

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Prisma's own codes (P1001, P2025…) have the same shape; PostgreSQL's P-class is P0xxx only. */
const PRISMA_CODE = /^P[1-9]\d{3}$/;

/** SQLSTATEs by kind: the text cannot be stored (NUL byte, bad encoding); the server cannot serve now. */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);
const UNIQUE_VIOLATION = new Set(["23505"]);
const UNAVAILABLE_CLASS = "08"; // connection exception
const UNAVAILABLE = new Set(["57P01", "57P02", "57P03", "53300"]); // shutdown, crash, starting up, too many connections

const PRISMA: Record<string, DatabaseFailure> = { P2025: "not-found", P2002: "unique-violation", P2028: "busy", P1001: "unavailable", P1017: "unavailable" };
/** Failures below SQL: the socket or the pool, reported by Node, pg or Prisma's adapter in words. */
const CONNECTION_FAILURE = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|DatabaseNotReachable|Can't reach database server|Server has closed the connection/i;

const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
const textOf = (error: unknown) =>
  [(error as Error)?.message, String((error as { cause?: unknown })?.cause ?? ""), String((error as { meta?: { driverAdapterError?: unknown } })?.meta?.driverAdapterError ?? "")].join(" ");

/** The SQLSTATE of a database error, wherever the driver or Prisma put it; null when it has none. */
export function sqlStateOf(error: unknown): string | null {
  for (const candidate of [error, (error as { cause?: unknown })?.cause, (error as { meta?: { driverAdapterError?: { cause?: unknown } } })?.meta?.driverAdapterError?.cause]) {
    const code = codeOf(candidate) ?? (candidate as { originalCode?: unknown } | null)?.originalCode;
    if (typeof code === "string" && SQLSTATE.test(code) && !PRISMA_CODE.test(code)) return code;
  }
  return /Code: `([0-9A-Z]{5})`/.exec(textOf(error))?.[1] ?? null;
}

/** What kind of database failure this is, or null for anything else (a bug: 500). */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  const state = sqlStateOf(error);
  if (state && UNSTORABLE_TEXT.has(state)) return "unstorable-text";
  if (state && UNIQUE_VIOLATION.has(state)) return "unique-violation";
  if (state && (UNAVAILABLE.has(state) || state.startsWith(UNAVAILABLE_CLASS))) return "unavailable";
  const code = codeOf(error);
  if (typeof code === "string" && PRISMA[code]) return PRISMA[code];
  if ((typeof code === "string" && CONNECTION_FAILURE.test(code)) || CONNECTION_FAILURE.test(textOf(error))) return "unavailable";
  return null;
}
