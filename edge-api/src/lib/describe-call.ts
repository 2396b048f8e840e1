import { describeRoute } from 'hono-openapi';

/**
 * The OpenAPI description of a call in one line: its tag, summary and what each status means.
 * `const doc = documented('My page')`, then `doc('Re-enters the password', { 200: 'Open', 400: 'Wrong' })`.
 */
export function documented(tag: string) {
  return (summary: string, responses: Record<number, string>) =>
    describeRoute({ tags: [tag], summary, responses: Object.fromEntries(Object.entries(responses).map(([status, description]) => [status, { description }])) });
}
