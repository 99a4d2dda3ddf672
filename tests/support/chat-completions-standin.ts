import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking OpenAI's chat-completions protocol (POST /v1/chat/completions), for testing the
 * OpenAI-compatible writer without a network: bearer auth, request validation, a scripted reply, and failures or
 * a slow answer on command.
 */
export interface ChatCompletionsStandIn {
  /** The API base to give TEXT_GENERATION_URL: http://127.0.0.1:<port>/v1. */
  url: string;
  apiKey: string;
  /** The assistant message of every following answer. */
  reply(content: string): void;
  /** The next `times` requests answer `status` (401, 429 or 500) with OpenAI's error body. */
  failNext(status: 401 | 429 | 500, times?: number): void;
  /** The next request waits this long before answering. */
  delayNext(ms: number): void;
  /** The bodies of the requests it answered with a completion, oldest first. */
  readonly requests: ChatCompletionRequest[];
  close(): Promise<void>;
}

export interface ChatCompletionRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  [option: string]: unknown;
}

const ROLES = new Set(['system', 'user', 'assistant', 'developer']);

const ERRORS: Record<number, { message: string; type: string; code: string | null }> = {
  401: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
  429: { message: 'Rate limit reached for requests.', type: 'requests', code: 'rate_limit_exceeded' },
  500: { message: 'The server had an error while processing your request.', type: 'server_error', code: null },
};

export async function startChatCompletionsStandIn(options: { apiKey?: string } = {}): Promise<ChatCompletionsStandIn> {
  const apiKey = options.apiKey ?? `sk-standin-${randomUUID()}`;
  let content = '{"content": "Hello from the stand-in.", "hashtags": ["Village"]}';
  const failures: number[] = [];
  let delay = 0;
  const requests: ChatCompletionRequest[] = [];

  const server = createServer((request, response) => {
    void answer(request, response).catch(() => {
      if (!response.headersSent) sendError(response, 500, ERRORS[500]);
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const waitFor = delay;
    delay = 0;
    if (waitFor > 0) await new Promise((resolve) => setTimeout(resolve, waitFor));
    if (response.destroyed) return;
    if (request.url !== '/v1/chat/completions') {
      return sendError(response, 404, {
        message: `Unknown request URL: ${request.url}`,
        type: 'invalid_request_error',
        code: 'unknown_url',
      });
    }
    if (request.method !== 'POST') {
      return sendError(response, 405, { message: 'Use POST.', type: 'invalid_request_error', code: null });
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) return sendError(response, 401, ERRORS[401]);
    const failure = failures.shift();
    if (failure) {
      if (failure === 429) response.setHeader('retry-after', '20');
      return sendError(response, failure, ERRORS[failure]);
    }
    const invalid = validate(request, body);
    if (typeof invalid === 'string') {
      return sendError(response, 400, { message: invalid, type: 'invalid_request_error', code: null });
    }
    requests.push(invalid);
    const completionTokens = Math.ceil(content.length / 4);
    const promptTokens = Math.ceil(invalid.messages.reduce((sum, message) => sum + message.content.length, 0) / 4);
    sendJson(response, 200, {
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: invalid.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    reply: (next) => {
      content = next;
    },
    failNext: (status, times = 1) => {
      for (let count = 0; count < times; count++) failures.push(status);
    },
    delayNext: (ms) => {
      delay = ms;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The request as OpenAI would accept it, or why it would not. */
function validate(request: IncomingMessage, body: string): ChatCompletionRequest | string {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    return 'The request needs Content-Type: application/json.';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'We could not parse the JSON body of your request.';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'The body must be a JSON object.';
  const { model, messages } = parsed as Record<string, unknown>;
  if (typeof model !== 'string' || model === '') return 'you must provide a model parameter';
  if (!Array.isArray(messages) || messages.length === 0) return "'messages' must be a non-empty array";
  for (const [index, message] of messages.entries()) {
    const { role, content } = (message ?? {}) as Record<string, unknown>;
    if (typeof role !== 'string' || !ROLES.has(role)) return `Invalid value for 'messages[${index}].role'.`;
    if (typeof content !== 'string') return `Invalid type for 'messages[${index}].content': expected a string.`;
  }
  return parsed as ChatCompletionRequest;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendError(
  response: ServerResponse,
  status: number,
  error: { message: string; type: string; code: string | null },
) {
  sendJson(response, status, { error: { ...error, param: null } });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
