// The contract between the screens and the API: what each endpoint accepts (path params, query, body) and answers,
// read from its handler (apiRoute keeps its types) through the generated route map, so renaming a field of an
// answer breaks every screen that reads it. A new endpoint: its declaration and handler, then `npm run endpoints`.
import type { AnswerOf, HandlerTypes } from "@/lib/http/api-types";
import type { QueryValue } from "@/lib/http/contract";
import type { ApiRoutes } from "./routes.generated";

export type { ApiRoutes };

/** Every endpoint's key ("PUT /api/servicesList/:id"): the same keys as the permission table, both generated from the routes. */
export type EndpointKey = keyof ApiRoutes;

type Types<K extends EndpointKey> = HandlerTypes<ApiRoutes[K]>;

/** The JSON answer of a successful call (never for a file, a feed or a redirect). */
export type ResponseOf<K extends EndpointKey> = AnswerOf<Types<K>["result"]>;
/** What the endpoint's body schema accepts (unknown where the handler reads the body itself: uploads). */
export type BodyOf<K extends EndpointKey> = Types<K>["body"] extends undefined ? unknown : Types<K>["body"];
type QueryInput<K extends EndpointKey> = Types<K>["query"];
/** The query string's fields, by the endpoint's query schema (free where it reads the query itself). */
export type QueryOf<K extends EndpointKey> = QueryInput<K> extends undefined ? Record<string, QueryValue> : { [F in keyof QueryInput<K>]?: QueryValue };

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
/** The path's `:params` as an object of strings: "GET /api/booking/:id" → { id: string }. */
export type ParamsOf<K extends EndpointKey> = { [Name in ParamNames<PathOf<K>>]: string };
type HasParams<K extends EndpointKey> = [ParamNames<PathOf<K>>] extends [never] ? false : true;

/** Endpoints a screen can call for JSON (files, feeds, webhooks and redirects left out). */
export type JsonEndpointKey = { [K in EndpointKey]: [ResponseOf<K>] extends [never] ? never : K }[EndpointKey];
export type JsonGetKey = Extract<JsonEndpointKey, `GET ${string}`>;

/** One call's request: `params` when the path has any, then an optional query and body. */
export type ApiRequest<K extends EndpointKey> = (HasParams<K> extends true ? { params: ParamsOf<K> } : { params?: undefined }) & {
  query?: QueryOf<K>;
  body?: BodyOf<K>;
};
/** The request argument: required when the path has params, optional otherwise. */
export type ApiRequestArg<K extends EndpointKey> = HasParams<K> extends true ? [request: ApiRequest<K>] : [request?: ApiRequest<K>];
/** The same, followed by one more optional argument (a hook's options). */
export type ApiRequestArgThen<K extends EndpointKey, T> = HasParams<K> extends true ? [request: ApiRequest<K>, then?: T] : [request?: ApiRequest<K>, then?: T];
