type Listener = ((event: ProgressEvent) => void) | null;

/**
 * Enough of XMLHttpRequest for the upload helper: records each request and lets a test
 * drive its progress and answer. Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  static get last(): FakeXhr {
    const request = FakeXhr.requests.at(-1);
    if (!request) throw new Error('No XMLHttpRequest was made');
    return request;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  constructor() {
    FakeXhr.requests.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
}
