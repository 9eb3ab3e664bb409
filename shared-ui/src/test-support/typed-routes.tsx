// Test support shared by the remotes' typed `fetch` stubs: every route of a typed client (hono's
// `hc`) as a stub key ('GET /api/portal/me', 'POST /api/portal/appointments/${string}/cancel') with
// its endpoint, so a stub's answer is typed by the API's inferred success body (`ApiData`) and a
// fixture that drifts from the API fails the type-check. Types only, plus the branded answers the
// portal's and the public site's stubs build. Tests only.
import type { ApiData, ApiResponse } from '../api-result';
import { jsonResponse } from './renderRemoteRoutes';

type Endpoint = (...args: never[]) => Promise<ApiResponse>;
type Method<K extends string> = K extends `$${infer M}` ? (M extends 'url' | 'ws' ? never : Uppercase<M>) : never;
/** ':id' stands for any value of the segment; `index` is the route at the prefix itself. */
type Segment<K extends string> = K extends `:${string}` ? string : K;

/** Every route of a typed client mounted at `Prefix`: its stub key and its endpoint. */
export type RoutesOf<Client, Prefix extends string> = {
  [K in keyof Client & string]: Client[K] extends Endpoint
    ? Method<K> extends never
      ? never
      : { key: `${Method<K>} ${Prefix}`; endpoint: Client[K] }
    : RoutesOf<Client[K], K extends 'index' ? Prefix : `${Prefix}/${Segment<K>}`>;
}[keyof Client & string];

/**
 * Every route of a typed client mounted at `Prefix`, with its method and its path as segments
 * (`Path` holds the prefix's: `['', 'api', 'admin']`; ':id' is `string`), for a stub that matches a
 * written-out key segment by segment (`MatchedRoute`).
 */
export type SegmentedRoutesOf<Client, Prefix extends string, Path extends string[]> = {
  [K in keyof Client & string]: Client[K] extends Endpoint
    ? Method<K> extends never
      ? never
      : { key: `${Method<K>} ${Prefix}`; method: Method<K>; path: Path; endpoint: Client[K] }
    : K extends 'index'
      ? SegmentedRoutesOf<Client[K], Prefix, Path>
      : SegmentedRoutesOf<Client[K], `${Prefix}/${Segment<K>}`, [...Path, Segment<K>]>;
}[keyof Client & string];

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [Path];
type PathOf<Route> = Route extends { path: infer Path extends string[] } ? Path : never;
/** The routes whose segment `I` is written `Written` (a literal segment), else those with a parameter there. */
type LiteralAt<Routes, I extends number, Written extends string> = Routes extends unknown
  ? string extends PathOf<Routes>[I]
    ? never
    : Written extends PathOf<Routes>[I]
      ? Routes
      : never
  : never;
type ParameterAt<Routes, I extends number> = Routes extends unknown ? (string extends PathOf<Routes>[I] ? Routes : never) : never;
type Narrow<Routes, Written extends string[], Done extends unknown[] = []> = Done['length'] extends Written['length']
  ? Routes
  : Narrow<
      [LiteralAt<Routes, Done['length'], Written[Done['length']]>] extends [never]
        ? ParameterAt<Routes, Done['length']>
        : LiteralAt<Routes, Done['length'], Written[Done['length']]>,
      Written,
      [...Done, unknown]
    >;

/**
 * The one route a written-out key answers ('GET /api/admin/patients/duplicates', 'GET
 * /api/admin/patients/p-1/record'), matched segment by segment as the server does: a segment
 * written as the route spells it wins over a parameter (`duplicates` over `:id`), and a parameter
 * never spans a `/`. `never` when no route matches.
 */
export type MatchedRoute<Routes, Key extends string> = Key extends `${infer M} ${infer Path}`
  ? Narrow<Extract<Routes, { method: M; path: { length: Segments<Path>['length'] } }>, Segments<Path>>
  : never;

/** The routes whose key pattern `Key` matches: a path with its ids written out ('GET /api/portal/invoices/i-1'). */
type Matching<Routes, Key extends string> = Routes extends { key: infer Pattern extends string }
  ? Key extends Pattern
    ? Routes
    : never
  : never;

/** The route of `Key`: the one declared with that very key, else those whose pattern it matches. */
type RouteOf<Routes extends { key: string }, Key extends string> = [Extract<Routes, { key: Key }>] extends [never]
  ? Matching<Routes, Key>
  : Extract<Routes, { key: Key }>;

/** The success body of the route `Key` among `Routes`, as the API's types infer it. */
export type RouteAnswer<Routes extends { key: string; endpoint: Endpoint }, Key extends Routes['key']> = ApiData<
  RouteOf<Routes, Key>['endpoint']
>;

declare const answerBody: unique symbol;
/** A success answer whose body type the stub compares with the route's (`jsonAnswer`). */
export interface JsonAnswer<Body> extends Response {
  readonly [answerBody]: Body;
}

/** A success answer (2xx) with `body`, typed so a stub can check it against its route. */
export const jsonAnswer = <Body,>(status: number, body: Body): JsonAnswer<Body> => jsonResponse(status, body) as JsonAnswer<Body>;

declare const refused: unique symbol;
/** A refusal in the API's envelope, which any route may answer (`refusalAnswer`). */
export interface RefusalAnswer extends Response {
  readonly [refused]: true;
}

/** A refusal in the API's envelope: `{ error: { code, message, fields? } }`. */
export const refusalAnswer = (status: number, code: string, message: string, fields?: Record<string, string>): RefusalAnswer =>
  jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } }) as RefusalAnswer;

/** A refusal with no body, as a proxy or a rate limiter in front of the API may send. */
export const bareRefusal = (status: number): RefusalAnswer => new Response(null, { status }) as RefusalAnswer;

/** What a browser's `fetch` does when the server cannot be reached. */
export const unreachableAnswer = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch'));
