// Type-level helpers for the contract tests: what Hono's typed client reads from a route's answer, so a
// test can hold the server's JSON to the views of core/schemas that the console and the site use.
import type { Hono } from 'hono';
import type { hc, InferResponseType } from 'hono/client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Client<App extends Hono<any, any, any>> = ReturnType<typeof hc<App>>;
/** The JSON a call of the typed client answers with status 200. */
export type JsonOf<Call> = Call extends (...args: never[]) => unknown ? InferResponseType<Call, 200> : never;
