import { canChangeStatus } from './service-status-transitions';

describe('canChangeStatus', () => {
  it.each([
    ['active', 'paused', true],
    ['paused', 'active', true],
    ['completed', 'active', true],
    ['cancelled', 'active', true],
    ['active', 'completed', true],
    ['active', 'cancelled', true],
    ['paused', 'completed', true],
    ['paused', 'cancelled', true],
    ['completed', 'paused', false],
    ['cancelled', 'paused', false],
    ['completed', 'cancelled', false],
    ['cancelled', 'completed', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canChangeStatus(from, to)).toBe(allowed);
  });
});
