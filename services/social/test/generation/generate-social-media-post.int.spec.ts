import { randomUUID } from 'node:crypto';
import {
  startChatCompletionsStandIn,
  type ChatCompletionsStandIn,
} from '../../../../tests/support/chat-completions-standin';
import { aBrief } from '../support/writer-fixtures';
import { startSocialForWriter, type TestMember, type WriterTestApp } from '../support/writer-test-app';

const GENERATE = `mutation Generate($serviceId: ID) {
  generateSocialMediaPost(serviceId: $serviceId) { content hashtags writer }
}`;

interface Generated {
  generateSocialMediaPost: { content: string; hashtags: string[]; writer: string };
}

describe('generateSocialMediaPost with the built-in writer', () => {
  let social: WriterTestApp;
  let host: TestMember;
  const brief = aBrief({ serviceId: randomUUID(), title: 'Park playdate with my daughter Mia, 3 Elm Grove' });

  beforeAll(async () => {
    social = await startSocialForWriter();
    host = await social.member();
    social.briefs.add(host.id, brief);
  });
  afterAll(() => social.close());

  it.each([
    ['no service', {}],
    ['a null service', { serviceId: null }],
    ['a blank service', { serviceId: '  ' }],
  ])('asks for a service when given %s', async (_case, variables) => {
    const answer = await social.graph(host, GENERATE, variables);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Please select a service to generate promotional content.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('writes a post for the host from the service, without the child or the address', async () => {
    const answer = await social.graph<Generated>(host, GENERATE, { serviceId: brief.serviceId });
    const post = answer.data!.generateSocialMediaPost;
    expect(post.writer).toBe('built_in');
    expect(post.content).toContain('Park playdate with my family');
    expect(post.content).toContain('Camden');
    expect(post.content).not.toMatch(/Mia|daughter|Elm Grove/);
    expect(post.hashtags).toContain('Playdate');
  });

  it('refuses a service someone else hosts, and one that does not exist', async () => {
    const other = await social.member();
    expect((await social.graph(other, GENERATE, { serviceId: brief.serviceId })).errors?.[0]).toMatchObject({
      message: 'You can only promote your own services.',
      extensions: { code: 'FORBIDDEN' },
    });
    for (const serviceId of [randomUUID(), 'not-a-uuid']) {
      expect((await social.graph(host, GENERATE, { serviceId })).errors?.[0]).toMatchObject({
        message: 'Service not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('is only for signed-in members', async () => {
    const answer = await social.graph(null, GENERATE, { serviceId: brief.serviceId });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('generateSocialMediaPost with an endpoint configured', () => {
  let standIn: ChatCompletionsStandIn;
  let social: WriterTestApp;
  let host: TestMember;
  const brief = aBrief({ serviceId: randomUUID(), type: 'wellbeing_activity', title: 'Evening yoga' });

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn();
    social = await startSocialForWriter({
      TEXT_GENERATION_URL: standIn.url,
      TEXT_GENERATION_MODEL: 'village-writer',
      TEXT_GENERATION_API_KEY: standIn.apiKey,
    });
    host = await social.member();
    social.briefs.add(host.id, brief);
  });
  afterAll(async () => {
    await social.close();
    await standIn.close();
  });

  it("answers with the model's post", async () => {
    standIn.reply(
      '```json\n{"content": "Unwind with evening yoga in Camden.", "hashtags": ["Yoga", "Wellbeing"]}\n```',
    );
    const answer = await social.graph<Generated>(host, GENERATE, { serviceId: brief.serviceId });
    expect(answer.data!.generateSocialMediaPost).toEqual({
      content: 'Unwind with evening yoga in Camden.',
      hashtags: ['Yoga', 'Wellbeing'],
      writer: 'model',
    });
  });

  it('answers with the built-in writer when the endpoint is failing', async () => {
    standIn.failNext(500);
    const answer = await social.graph<Generated>(host, GENERATE, { serviceId: brief.serviceId });
    expect(answer.data!.generateSocialMediaPost.writer).toBe('built_in');
    expect(answer.data!.generateSocialMediaPost.content).toContain('Evening yoga');
  });
});
