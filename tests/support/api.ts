// Integration tests call the real route handlers (apiRoute: permission table, session check, CSRF,
// zod) as a signed-in staff member: a real session through login(), sent as a bearer token.
import { NextRequest } from "next/server";
import { login } from "@/lib/auth/session";
import { hashPassword } from "@/lib/auth/password";
import { queueSessionTagFor, verifySessionToken } from "@/lib/auth/tokens";
import type { PermissionName } from "@/lib/auth/dto";
import { testPrisma } from "./db";

export interface StaffSession {
  userId: string;
  headers: Record<string, string>;
  /** What the admin layout gives the page for its queued status changes (lib/auth/tokens queueSessionTagFor). */
  queueSessionTag: string;
}

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let addresses = 0;
const PASSWORD = "integration-test-password";

/** Creates an active staff member with these permissions (and options) and signs them in. */
export async function staffSession(email: string, permissions: PermissionName[], extra: { role?: "user" | "admin"; isAdministrator?: boolean; firstName?: string } = {}): Promise<StaffSession> {
  const user = await testPrisma().user.create({
    data: { firstName: extra.firstName ?? "Staff", lastName: "Member", email, passwordHash: await hashPassword(PASSWORD), permissions, role: extra.role ?? "user", isAdministrator: extra.isAdministrator ?? false },
  });
  return signIn(user.id, email);
}

async function signIn(userId: string, email: string): Promise<StaffSession> {
  addresses += 1;
  const session = await login({ email, password: PASSWORD, ip: `198.51.100.${addresses % 250}` });
  const { sid } = (await verifySessionToken(session.token))!;
  return { userId, headers: { authorization: `Bearer ${session.token}`, "x-csrf-token": session.csrfToken }, queueSessionTag: queueSessionTagFor(sid) };
}

/** The same staff member signed in again: a new session beside (or after) the first. */
export async function signInAgain(session: StaffSession): Promise<StaffSession> {
  const { email } = await testPrisma().user.findUniqueOrThrow({ where: { id: session.userId }, select: { email: true } });
  return signIn(session.userId, email);
}

/** One call of a route handler: `GET`, `POST`, … on a path, with its params, an optional JSON body and headers. */
export async function callRoute(handler: Handler, method: string, path: string, options: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  addresses += 1;
  const headers: Record<string, string> = { "x-forwarded-for": `203.0.113.${addresses % 250}`, ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new NextRequest(`http://localhost:3000${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return handler(request, { params: Promise.resolve(options.params ?? {}) });
}
