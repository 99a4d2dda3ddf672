import { z } from 'zod';
import { aBrief, seededRandom } from '../../test/support/writer-fixtures';
import { BuiltInWriter } from './built-in-writer';
import { checkTextGenerationEnv, textGenerationEnvShape } from './text-generation.env';
import { createTextGenerator } from './text-generation.providers';

const schema = z.object(textGenerationEnvShape).superRefine(checkTextGenerationEnv);

describe('the text-generation variables', () => {
  it('need none: the built-in writer writes', async () => {
    const builtIn = new BuiltInWriter(seededRandom(1));
    const writer = createTextGenerator(schema.parse({}), builtIn);
    expect(writer).toBe(builtIn);
    expect((await writer.write(aBrief())).content).toContain('Sunday park playdate');
  });

  it('choose the endpoint when a URL and a model are set, the key optional', () => {
    const env = schema.parse({
      TEXT_GENERATION_URL: 'http://127.0.0.1:8080/v1',
      TEXT_GENERATION_MODEL: 'gemma-3-270m',
    });
    expect(createTextGenerator(env, new BuiltInWriter(seededRandom(1))).name).toBe('model');
  });

  it('refuse a URL without a model, naming the variable', () => {
    const result = schema.safeParse({ TEXT_GENERATION_URL: 'https://api.openai.com/v1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['TEXT_GENERATION_MODEL'],
      message: 'is required when TEXT_GENERATION_URL is set',
    });
  });

  it('refuse a URL that is not http(s)', () => {
    expect(schema.safeParse({ TEXT_GENERATION_URL: 'ftp://example.org', TEXT_GENERATION_MODEL: 'm' }).success).toBe(
      false,
    );
  });
});
