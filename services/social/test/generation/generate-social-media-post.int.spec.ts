import { randomUUID } from 'node:crypto';
import {
  startChatCompletionsStandIn,
  type ChatCompletionsStandIn,
} from '../../../../tests/support/chat-completions-standin';
import { locatePostcodeArea } from '@village/kit';
import { WRITER_RANDOM } from '../../src/generation/built-in-writer';
import { startSocial, type SocialTestApp, type TestMember } from '../support/social-test-app';
import { seededRandom } from '../support/writer-fixtures';

const seeded = { provide: WRITER_RANDOM, useValue: seededRandom(14) };
const NW1_PLACE = locatePostcodeArea('United Kingdom', 'NW1')?.place;

const GENERATE = `mutation Generate($serviceId: ID) {
  generateSocialMediaPost(serviceId: $serviceId) { content hashtags writer }
}`;

interface Generated {
  generateSocialMediaPost: { content: string; hashtags: string[]; writer: string };
}

describe('generateSocialMediaPost with the built-in writer', () => {
  let social: SocialTestApp;
  let host: TestMember;
  let serviceId: string;

  beforeAll(async () => {
    social = await startSocial({ providers: [seeded] });
    host = await social.member();
    serviceId = await social.knowService({
      hostId: host.id,
      type: 'playdate',
      title: 'Park playdate with my daughter Mia, 3 Elm Grove',
      district: 'NW1',
    });
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
    const answer = await social.graph<Generated>(host, GENERATE, { serviceId });
    const post = answer.data!.generateSocialMediaPost;
    expect(post.writer).toBe('built_in');
    expect(post.content).toContain('Park playdate with my family');
    expect(NW1_PLACE).toBeTruthy();
    expect(post.content).toContain(NW1_PLACE);
    expect(post.content).not.toMatch(/Mia|daughter|Elm Grove/);
    expect(post.hashtags).toContain('Playdate');
  });

  it('refuses a service someone else hosts, and one that does not exist', async () => {
    const other = await social.member();
    expect((await social.graph(other, GENERATE, { serviceId })).errors?.[0]).toMatchObject({
      message: 'You can only promote your own services.',
      extensions: { code: 'FORBIDDEN' },
    });
    const deleted = await social.knowService({ hostId: host.id, deleted: true });
    for (const missing of [randomUUID(), 'not-a-uuid', deleted]) {
      expect((await social.graph(host, GENERATE, { serviceId: missing })).errors?.[0]).toMatchObject({
        message: 'Service not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('is only for signed-in members', async () => {
    const answer = await social.graph(null, GENERATE, { serviceId });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('generateSocialMediaPost with an endpoint configured', () => {
  let standIn: ChatCompletionsStandIn;
  let social: SocialTestApp;
  let host: TestMember;
  let serviceId: string;

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn();
    social = await startSocial({
      providers: [seeded],
      env: {
        TEXT_GENERATION_URL: standIn.url,
        TEXT_GENERATION_MODEL: 'village-writer',
        TEXT_GENERATION_API_KEY: standIn.apiKey,
      },
    });
    host = await social.member();
    serviceId = await social.knowService({ hostId: host.id, type: 'wellbeing_activity', title: 'Evening yoga' });
  });
  afterAll(async () => {
    await social.close();
    await standIn.close();
  });

  it("answers with the model's post, having sent it the service's facts", async () => {
    standIn.reply(
      '```json\n{"content": "Unwind with evening yoga in Camden.", "hashtags": ["Yoga", "Wellbeing"]}\n```',
    );
    const answer = await social.graph<Generated>(host, GENERATE, { serviceId });
    expect(answer.data!.generateSocialMediaPost).toEqual({
      content: 'Unwind with evening yoga in Camden.',
      hashtags: ['Yoga', 'Wellbeing'],
      writer: 'model',
    });
    expect(JSON.parse(standIn.requests.at(-1)!.messages[1].content)).toMatchObject({
      kind: 'wellbeing activity',
      title: 'Evening yoga',
      where: `in ${NW1_PLACE}`,
    });
  });

  it('answers with the built-in writer when the endpoint is failing', async () => {
    standIn.failNext(500);
    const answer = await social.graph<Generated>(host, GENERATE, { serviceId });
    expect(answer.data!.generateSocialMediaPost.writer).toBe('built_in');
    expect(answer.data!.generateSocialMediaPost.content).toContain('Evening yoga');
  });
});
