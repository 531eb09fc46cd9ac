// The one wrapper every route handler goes through: authorise from the permission table (with a
// database check of the session), check CSRF on writes, validate the body with zod, and map
// domain errors to `{ error, fields? }` responses. Forgetting any of these is not possible by omission.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { readSessionClaims } from "@/lib/auth/next-auth";
import { hasAnyPermission } from "@/lib/auth/permissions";
import type { Access } from "@/lib/auth/dto";
import { principalFromClaims, type Principal } from "@/lib/auth/session";
import { csrfTokenMatches } from "@/lib/auth/tokens";
import { requireCronSecret } from "./cron-auth";
import { REFERRER_POLICY } from "./security-headers";
import { readBodyBytes, formDataFrom } from "./body";
import { DomainError, ForbiddenError, NotFoundError, PayloadTooLargeError, TooManyRequestsError, UnauthorizedError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { classifyDatabaseError } from "@/lib/db/errors";
import type { ApiHandler, InputOf, RouteContext } from "./api-types";

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

export interface HandlerArgs<TBody, TQuery> {
  request: NextRequest;
  params: Record<string, string>;
  body: TBody;
  query: TQuery;
  principal: Principal | null;
}

export interface RouteOptions<TBody extends z.ZodType | undefined, TQuery extends z.ZodType | undefined> {
  body?: TBody;
  query?: TQuery;
  /** Accept application/x-www-form-urlencoded and multipart form fields as well as JSON. */
  acceptForm?: boolean;
  /** The handler reads the body itself (multipart uploads); size is still checked by Content-Length. */
  rawBody?: boolean;
  maxBodyBytes?: number;
  /** For navigator.sendBeacon, which cannot set headers: accept the CSRF token as a body field. */
  csrfInBody?: boolean;
  /**
   * The per-endpoint failure text ("Failed to create event"): once the caller is authorised
   * and the body read, every failure answers with this `error`, keeping its status and field messages.
   */
  failureMessage?: string;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** An endpoint's key: its method and path, path parameters as `:name` ("PUT /api/servicesList/:id"). */
export type ApiKey = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /api/${string}`;

/**
 * The endpoint's declaration beside its handler: who may call it. A route that serves several keys from one
 * dynamic segment (content/[pageKey]) declares each key's access; a key it does not declare answers 404.
 * `npm run endpoints` reads these into the permission table (lib/auth/endpoints.generated.ts) and the typed
 * client's route map (app/api/routes.generated.ts).
 */
export type EndpointDeclaration = { access: Access; endpoints?: never } | { endpoints: Readonly<Record<string, Access>>; access?: never };

/**
 * API answers get their Referrer-Policy here rather than from next.config.ts, whose headers would
 * replace a route's own (the calendar feed's `no-referrer`): a handler's header stands.
 */

function withDefaultHeaders(response: Response): Response {
  if (!response.headers.has("Referrer-Policy")) {
    try {
      response.headers.set("Referrer-Policy", REFERRER_POLICY);
    } catch {
      // An immutable Response (a proxied fetch answer) keeps what it has.
    }
  }
  return response;
}

export function errorResponse(error: unknown, failureMessage?: string): Response {
  const json = (message: string, status: number, extra: { fields?: Record<string, string>; headers?: Record<string, string>; details?: Record<string, unknown> } = {}) =>
    Response.json({ ...extra.details, error: failureMessage ?? message, ...(extra.fields ? { fields: extra.fields } : {}) }, { status, headers: extra.headers });
  if (error instanceof DomainError) {
    const headers: Record<string, string> = {};
    if (error instanceof TooManyRequestsError) headers["Retry-After"] = String(error.retryAfterSeconds);
    return json(error.message, error.status, { fields: error.fields, headers, details: error.details });
  }
  if (error instanceof z.ZodError) return json("Please check the highlighted fields.", 400, { fields: fieldErrorsFromIssues(error.issues) });
  switch (classifyDatabaseError(error)) {
    case "not-found":
      return json("Not found", 404);
    case "unstorable-text":
      return json(UNSTORABLE_TEXT_MESSAGE, 400);
    case "busy":
      // Prisma could not start a transaction in time: the pool is saturated. Busy, not broken.
      console.error("Database busy:", (error as Error).message);
      return json("The service is busy. Please try again shortly.", 503, { headers: { "Retry-After": "5" } });
    case "unavailable":
      console.error("Database unavailable:", (error as Error).message);
      return json("The service is temporarily unavailable. Please try again shortly.", 503, { headers: { "Retry-After": "5" } });
  }
  console.error(failureMessage ?? "Unhandled error", error);
  return json("Something went wrong on our side. Please try again.", 500);
}

export const UNSTORABLE_TEXT_MESSAGE = "The request contains characters that cannot be stored (such as a NUL byte).";

export async function readBody(request: Request, options: Pick<RouteOptions<undefined, undefined>, "maxBodyBytes" | "acceptForm" | "csrfInBody">): Promise<unknown> {
  const max = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tooLarge = `The request body is larger than ${Math.round(max / 1024)} KB.`;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) throw new PayloadTooLargeError(tooLarge);
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0].trim().toLowerCase();
  const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (type !== "application/json" && !(options.acceptForm && isForm) && !(options.csrfInBody && type === "text/plain")) {
    throw new UnsupportedMediaTypeError(options.acceptForm ? "Send JSON or form data." : "Send the request body as application/json.");
  }
  const bytes = await readBodyBytes(request, max, tooLarge);
  if (isForm) {
    let form: FormData;
    try {
      form = await formDataFrom(bytes, contentType);
    } catch {
      throw new ValidationError("The form data could not be read.");
    }
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  }
  const text = bytes.toString("utf8");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError("The request body is not valid JSON.");
  }
}

function flatParams(raw: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
}

export async function authenticate(request: NextRequest): Promise<Principal | null> {
  return principalFromClaims(await readSessionClaims(request));
}

/**
 * The handler's return type is the endpoint's answer: apiRoute keeps it (with the body and query
 * schemas' input types) on the returned route handler, where lib/http/contract.ts finds it.
 */
export function apiRoute<TBody extends z.ZodType | undefined = undefined, TQuery extends z.ZodType | undefined = undefined, TResult = unknown>(
  endpoint: ApiKey | ((params: Record<string, string>) => ApiKey),
  options: RouteOptions<TBody, TQuery> & EndpointDeclaration,
  handler: (args: HandlerArgs<Infer<TBody>, Infer<TQuery>>) => Promise<TResult>,
): ApiHandler<TResult, InputOf<TBody>, InputOf<TQuery>> {
  return async function route(request: NextRequest, context: RouteContext): Promise<Response> {
    // Failures before this point (authentication, CSRF, unreadable body) keep their own messages.
    let failureMessage: string | undefined;
    try {
      const params = flatParams((await context?.params) ?? {});
      const key = typeof endpoint === "function" ? endpoint(params) : endpoint;
      const access = options.endpoints ? (Object.hasOwn(options.endpoints, key) ? options.endpoints[key] : undefined) : options.access;
      if (!access) throw new NotFoundError();
      const method = request.method.toUpperCase();
      let principal: Principal | null = null;
      if (access === "cron") requireCronSecret(request.headers);
      else if (access !== "public" && access !== "provider") {
        principal = await authenticate(request);
        if (!principal) throw new UnauthorizedError();
        if (access !== "session" && !hasAnyPermission(principal.user, access)) throw new ForbiddenError();
      }

      let rawBody: unknown = undefined;
      if (!options.rawBody && method !== "GET" && method !== "HEAD" && (options.body || options.csrfInBody)) {
        rawBody = await readBody(request, options);
      }
      if (principal && method !== "GET" && method !== "HEAD") {
        const presented = request.headers.get("x-csrf-token") ?? (options.csrfInBody ? (rawBody as { csrfToken?: string } | undefined)?.csrfToken : undefined);
        if (!csrfTokenMatches(principal.sessionId, presented)) throw new ForbiddenError("Missing or invalid CSRF token");
      }

      failureMessage = options.failureMessage;
      const body = options.body ? (options.body.parse(rawBody ?? {}) as Infer<TBody>) : (undefined as Infer<TBody>);
      const query = options.query
        ? (options.query.parse(Object.fromEntries(request.nextUrl.searchParams.entries())) as Infer<TQuery>)
        : (undefined as Infer<TQuery>);
      const result = await handler({ request, params, body, query, principal });
      if (result instanceof Response) return withDefaultHeaders(result);
      return withDefaultHeaders(Response.json(result ?? { ok: true }, { headers: { "Cache-Control": "no-store" } }));
    } catch (error) {
      return withDefaultHeaders(errorResponse(error, failureMessage));
    }
  } as ApiHandler<TResult, InputOf<TBody>, InputOf<TQuery>>;
}
