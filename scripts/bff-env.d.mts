export declare const BFF_PORT: number;
export declare const E2E_BFF_COOKIE_KEY: string;
export declare function sandboxBffEnvironment(options?: {
  portalPort?: number;
  cookieKey?: string;
}): Record<string, string>;
