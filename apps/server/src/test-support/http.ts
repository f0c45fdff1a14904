/** A small JSON client over real HTTP, as an API consumer would call the server, with its own cookie jar. */
export type JsonResponse<T = unknown> = { status: number; headers: Headers; body: T };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary bodies
type AnyBody = any;

export function createHttpClient(baseUrl: string) {
  const cookies = new Map<string, string>();

  function storeCookies(headers: Headers) {
    for (const header of headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (isExpired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function request<T = AnyBody>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (cookies.size > 0 && !headers.cookie) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    storeCookies(response.headers);
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: (contentType.includes('json') && text ? JSON.parse(text) : text) as T,
    };
  }

  return {
    request,
    cookies,
    get: <T = AnyBody>(path: string, headers?: Record<string, string>) => request<T>('GET', path, { headers }),
    post: <T = AnyBody>(path: string, json?: unknown) => request<T>('POST', path, { json }),
    put: <T = AnyBody>(path: string, json?: unknown) => request<T>('PUT', path, { json }),
    patch: <T = AnyBody>(path: string, json?: unknown) => request<T>('PATCH', path, { json }),
    delete: <T = AnyBody>(path: string) => request<T>('DELETE', path),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
