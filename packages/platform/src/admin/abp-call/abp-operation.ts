export type AbpHttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint of an ABP module: method and path relative to the API root (no leading slash: ky's `prefixUrl` joins it), `{name}` marking a path parameter. */
export interface AbpOperation {
  method: AbpHttpMethod;
  path: string;
}

/** Fills `{name}` path parameters, encoding each value. */
export function fillPath(path: string, pathParams: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
}
