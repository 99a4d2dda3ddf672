import { Logger } from '@nestjs/common';
import {
  startChatCompletionsStandIn,
  type ChatCompletionsStandIn,
} from '../../../../tests/support/chat-completions-standin';
import { BuiltInWriter } from '../../src/generation/built-in-writer';
import { GenerateSocialMediaPostUseCase } from '../../src/generation/generate-social-media-post.use-case';
import { OpenAiCompatibleWriter } from '../../src/generation/openai-compatible-writer';
import { aBrief, InMemoryServiceBriefs, seededRandom } from '../support/writer-fixtures';

const HOST = '0b8e3c1d-2f4a-4b5c-9d6e-7f8091a2b3c4';
const POST = {
  content: 'Bring the little ones to our Sunday park playdate in Camden. Free, six places, a cuppa for the grown-ups.',
  hashtags: ['Playdate', '#Camden', 'SingleParents'],
};

describe('OpenAiCompatibleWriter against a chat-completions stand-in', () => {
  let standIn: ChatCompletionsStandIn;
  let writer: OpenAiCompatibleWriter;

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    writer = new OpenAiCompatibleWriter({
      url: standIn.url,
      model: 'village-writer',
      apiKey: standIn.apiKey,
      timeoutMs: 500,
    });
  });

  it('asks for the post with the model, a system prompt and the service facts, and reads the JSON answer', async () => {
    standIn.reply(JSON.stringify(POST));
    const post = await writer.write(aBrief({ pricingType: 'fixed_price', priceMinor: 350 }));
    expect(post).toEqual({ content: POST.content, hashtags: ['Playdate', 'Camden', 'SingleParents'] });
    const request = standIn.requests.at(-1)!;
    expect(request.model).toBe('village-writer');
    expect(request.messages[0]).toMatchObject({ role: 'system' });
    expect(request.messages[0].content).toMatch(/JSON only/);
    expect(JSON.parse(request.messages[1].content)).toEqual({
      kind: 'playdate',
      title: 'Sunday park playdate',
      where: 'in Camden',
      when: 'Saturday 7 December at 10:00',
      price: '£3.50',
      places: 'Room for 6',
    });
  });

  it('reads a post wrapped in a code fence with words around it', async () => {
    standIn.reply(
      `Here is your post!\n\`\`\`json\n${JSON.stringify({ ...POST, hashtags: '#Playdate #Camden' })}\n\`\`\`\nEnjoy.`,
    );
    expect(await writer.write(aBrief())).toEqual({ content: POST.content, hashtags: ['Playdate', 'Camden'] });
  });

  it('reads JSON after a stray sentence with braces in it', async () => {
    standIn.reply(`Sure {thing}: ${JSON.stringify(POST)} hope that helps`);
    expect((await writer.write(aBrief())).content).toBe(POST.content);
  });

  it('says why when the answer is not a post', async () => {
    standIn.reply('I would love to help, but I cannot write that.');
    await expect(writer.write(aBrief())).rejects.toThrow("the model's answer was not a post");
  });

  it.each([
    [401, '401 Unauthorized'],
    [429, '429 Too Many Requests'],
    [500, '500 Internal Server Error'],
  ] as const)('says the endpoint answered %i', async (status, words) => {
    standIn.failNext(status);
    await expect(writer.write(aBrief())).rejects.toThrow(`the endpoint answered ${words}`);
  });

  it('is refused with a wrong key', async () => {
    const wrongKey = new OpenAiCompatibleWriter({ url: standIn.url, model: 'village-writer', apiKey: 'sk-wrong' });
    await expect(wrongKey.write(aBrief())).rejects.toThrow('401');
  });

  it('gives up when the endpoint does not answer in time', async () => {
    standIn.delayNext(2_000);
    await expect(writer.write(aBrief())).rejects.toThrow('no answer within 0.5 s');
  });
});

describe('GenerateSocialMediaPostUseCase with the endpoint configured', () => {
  let standIn: ChatCompletionsStandIn;
  let warnings: string[];
  let generate: GenerateSocialMediaPostUseCase;
  const brief = aBrief({ title: 'Playdate with my son Oliver at 12 Oak Road, SW1A 1AA' });

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    const briefs = new InMemoryServiceBriefs();
    briefs.add(HOST, brief);
    const writer = new OpenAiCompatibleWriter({
      url: standIn.url,
      model: 'village-writer',
      apiKey: standIn.apiKey,
      timeoutMs: 500,
    });
    generate = new GenerateSocialMediaPostUseCase(briefs, writer, new BuiltInWriter(seededRandom(3)));
    warnings = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("uses the model's post, scrubbed, with the scrubbed title sent", async () => {
    standIn.reply(
      JSON.stringify({
        content: 'Playdate fun in Camden! Call 07700 900123 or email jo@example.org to book.',
        hashtags: ['Playdate', 'SW1A1AA', 'bad tag', 'Camden', 'camden'],
      }),
    );
    const post = await generate.execute({ memberId: HOST, serviceId: brief.serviceId });
    expect(post).toEqual({
      content: 'Playdate fun in Camden! To book.',
      hashtags: ['Playdate', 'Camden'],
      writer: 'model',
    });
    expect(JSON.parse(standIn.requests.at(-1)!.messages[1].content).title).toBe('Playdate with my family');
    expect(warnings).toEqual([]);
  });

  it.each([401, 429, 500] as const)(
    'falls back to the built-in writer on %i, logging why but not the key',
    async (status) => {
      standIn.failNext(status);
      const post = await generate.execute({ memberId: HOST, serviceId: brief.serviceId });
      expect(post.writer).toBe('built_in');
      expect(post.content).toContain('Playdate with my family');
      expect(post.content).not.toMatch(/Oliver|Oak Road|SW1A/);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`the endpoint answered ${status}`);
      expect(warnings[0]).not.toContain(standIn.apiKey);
    },
  );

  it('falls back to the built-in writer when the endpoint is too slow', async () => {
    standIn.delayNext(2_000);
    const post = await generate.execute({ memberId: HOST, serviceId: brief.serviceId });
    expect(post.writer).toBe('built_in');
    expect(warnings[0]).toContain('no answer within 0.5 s');
  });

  it('falls back when nothing is left of the model post once scrubbed', async () => {
    standIn.reply(JSON.stringify({ content: 'Call 07700 900123', hashtags: ['Playdate'] }));
    expect((await generate.execute({ memberId: HOST, serviceId: brief.serviceId })).writer).toBe('built_in');
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const briefs = new InMemoryServiceBriefs();
    briefs.add(HOST, brief);
    const unreachable = new OpenAiCompatibleWriter({
      url: 'http://127.0.0.1:9/v1',
      model: 'village-writer',
      apiKey: 'sk-secret',
    });
    const fallback = new GenerateSocialMediaPostUseCase(briefs, unreachable, new BuiltInWriter(seededRandom(3)));
    expect((await fallback.execute({ memberId: HOST, serviceId: brief.serviceId })).writer).toBe('built_in');
    expect(warnings[0]).toContain('could not reach the endpoint');
    expect(warnings[0]).not.toContain('sk-secret');
  });
});
