// A browser at the tests' OpenID Connect provider (testing/oidc-provider.ts), kept apart from the provider itself
// so the Worker's tests, which cannot start it, can walk through it too (fetch only).

/**
 * Walks a browser through the provider from its authorization page: the development login page answered for
 * `login`, redirects followed with the provider's cookies, until the provider sends the browser to an address
 * outside itself (the portal's callback), whose address it answers.
 */
export async function signInAtOidcProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    keep(res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(page)?.[1];
    if (!action || !page.includes('name="login"')) throw new Error(`the provider answered ${res.status} without a login form: ${page.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('the provider never sent the browser back');
}
