// The part of `oidc-provider` that the tests' provider (testing/oidc-provider.ts) uses: the package publishes no
// types. Its configuration: https://github.com/panva/node-oidc-provider/blob/main/docs/README.md.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  };

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export type KoaContextWithOIDC = {
    path: string;
    status: number;
    body: unknown;
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: { Grant: new (properties: { clientId: string; accountId: string }) => Grant };
    };
  };

  export type Account = { accountId: string; claims: () => Record<string, unknown> | Promise<Record<string, unknown>> };

  export type Configuration = {
    clients?: ClientMetadata[];
    jwks?: { keys: object[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
