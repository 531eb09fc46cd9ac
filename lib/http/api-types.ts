// The types an endpoint's answer travels in, from the handler to the screen: a handler made by
// apiRoute() carries (as a phantom type, nothing at run time) what it answers and what it accepts,
// and lib/http/contract.ts reads them back per endpoint key. Safe for the browser: types and one
// Response helper, no server module.
import type { NextRequest } from "next/server";
import type { z } from "zod";

declare const jsonBody: unique symbol;
declare const endpointTypes: unique symbol;

/** A JSON answer that remembers its body's type (a plain `Response.json` forgets it). */
export type JsonResponse<T> = Response & { readonly [jsonBody]: T };

/** `Response.json` with the body's type kept for the contract: use it for every JSON answer a handler builds itself. */
export function jsonResponse<T>(data: T, init?: ResponseInit): JsonResponse<T> {
  return Response.json(data, init) as JsonResponse<T>;
}

export type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** What apiRoute() returns: Next's route handler, plus the endpoint's types for the contract. */
export type ApiHandler<TResult, TBody, TQuery> = ((request: NextRequest, context: RouteContext) => Promise<Response>) & {
  readonly [endpointTypes]: { result: TResult; body: TBody; query: TQuery };
};

/** What a body/query schema accepts from the caller (before zod's defaults and transforms). */
export type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The value a screen gets from `response.json()`: what JSON.stringify makes of the handler's value. */
export type Jsonify<T> = T extends { toJSON(): infer J }
  ? J
  : T extends string | number | boolean | null
    ? T
    : T extends undefined | symbol | ((...args: never[]) => unknown)
      ? never
      : T extends readonly (infer U)[]
        ? Jsonify<U>[]
        : T extends object
          ? { [K in keyof T]: Jsonify<T[K]> }
          : T;

/**
 * The JSON body of a successful answer for a handler's return value: a JsonResponse's body, a plain
 * value as apiRoute serialises it (`undefined` → `{ ok: true }`); a bare Response (a file, a
 * redirect, an error answer) adds nothing.
 */
export type AnswerOf<R> = R extends JsonResponse<infer T> ? Jsonify<T> : R extends Response ? never : R extends undefined | void ? { ok: true } : Jsonify<R>;

export type HandlerTypes<H> = H extends { readonly [endpointTypes]: infer T } ? T : never;
