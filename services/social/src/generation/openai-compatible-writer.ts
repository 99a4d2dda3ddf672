import { parseGeneratedPost } from './generated-post.parser';
import { factsOf } from './service-facts';
import type { GeneratedPost, ServiceBrief, TextGenerator } from './text-generator.port';

export interface OpenAiCompatibleConfig {
  /** The API's base address, e.g. https://api.openai.com/v1; the writer posts to `<url>/chat/completions`. */
  url: string;
  model: string;
  apiKey?: string;
  /** How long the endpoint has to answer (10 s unless a spec says otherwise). */
  timeoutMs?: number;
}

export const TEXT_GENERATION_TIMEOUT_MS = 10_000;

/** Why the endpoint did not give a post; never carries the API key. */
export class TextGenerationFailure extends Error {
  override readonly name = 'TextGenerationFailure';
}

const SYSTEM_PROMPT = [
  'You write short social media posts for Village, a community where single parents offer each other services.',
  'The user message is a JSON object of facts about one service. Write one post promoting it:',
  'British English, warm and plain, first person from the host, at most 250 characters, no hashtags in the text,',
  'no emoji. Use only the facts given; never invent an address, a phone number, an email, or anything about',
  'anyone’s children. Answer with JSON only: {"content": "<the post>", "hashtags": ["<3 to 6 hashtags without #>"]}.',
].join(' ');

/** Writes through any endpoint that speaks OpenAI's chat-completions protocol (OpenAI, llama.cpp, Ollama, vLLM…). */
export class OpenAiCompatibleWriter implements TextGenerator {
  readonly name = 'model' as const;
  private readonly endpoint: string;

  constructor(private readonly config: OpenAiCompatibleConfig) {
    this.endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  }

  async write(brief: ServiceBrief, signal?: AbortSignal): Promise<GeneratedPost> {
    const timeoutMs = this.config.timeoutMs ?? TEXT_GENERATION_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify(this.request(brief)),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted) throw new TextGenerationFailure(`no answer within ${timeoutMs / 1000} s`);
      throw new TextGenerationFailure(`could not reach the endpoint (${describe(error)})`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new TextGenerationFailure(`the endpoint answered ${response.status} ${response.statusText}`.trim());
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      if (timeout.aborted) throw new TextGenerationFailure(`no answer within ${timeoutMs / 1000} s`);
      throw new TextGenerationFailure(`the endpoint answered with no JSON (${describe(error)})`);
    }
    try {
      return parseGeneratedPost(messageOf(answer));
    } catch (error) {
      throw new TextGenerationFailure(`the model's answer was not a post: ${describe(error)}`);
    }
  }

  private request(brief: ServiceBrief) {
    const { kind, title, where, when, price, places } = factsOf(brief);
    return {
      model: this.config.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify({ kind, title, where, when, price, places }) },
      ],
      temperature: 0.8,
      max_tokens: 300,
    };
  }
}

function messageOf(answer: unknown): string {
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string') throw new Error('no choices[0].message.content');
  return content;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
