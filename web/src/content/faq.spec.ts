import { FAQ } from './faq';

describe('FAQ', () => {
  it('has between 12 and 20 entries with unique ids and questions', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(12);
    expect(FAQ.length).toBeLessThanOrEqual(20);
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
    expect(new Set(FAQ.map((entry) => entry.question)).size).toBe(FAQ.length);
  });

  it('states the spec facts', () => {
    const text = FAQ.map((entry) => entry.answer).join(' ');
    expect(text).toContain('Basic membership is free');
    expect(text).toContain('13%');
    expect(text).toContain('GBP');
    expect(text).toContain('passport');
    expect(text).toContain('hello@village.example');
  });
});
