/** A small JSON client over real HTTP, as an API consumer would call the server. */
export type JsonResponse<T = unknown> = { status: number; headers: Headers; body: T };

export function createHttpClient(baseUrl: string) {
  async function request<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary bodies
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
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
    get: <T = any>(path: string, headers?: Record<string, string>) => request<T>('GET', path, { headers }), // eslint-disable-line @typescript-eslint/no-explicit-any
    post: <T = any>(path: string, json?: unknown) => request<T>('POST', path, { json }), // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}
