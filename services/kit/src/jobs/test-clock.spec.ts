import { days, minutes } from './duration';
import { TestClock, type ClockDrivenQueue, type DueRun } from './test-clock';

const start = new Date('2030-01-01T00:00:00Z');

function fakeQueue(run: DueRun): ClockDrivenQueue & { runs: number } {
  return {
    runs: 0,
    handlersSettled: async () => undefined,
    async runDue() {
      this.runs += 1;
      return run;
    },
  };
}

describe('TestClock', () => {
  it('reads the time it was set to, and moves only when told', async () => {
    const clock = new TestClock(start);
    expect(clock.now()).toEqual(start);
    await clock.advance(days(30));
    expect(clock.now()).toEqual(new Date('2030-01-31T00:00:00Z'));
    await clock.advance(minutes(1));
    expect(clock.now()).toEqual(new Date('2030-01-31T00:01:00Z'));
    await clock.setTime(start);
    expect(clock.now()).toEqual(start);
  });

  it('refuses to move backwards through advance, or to an invalid time', async () => {
    const clock = new TestClock(start);
    await expect(clock.advance(-1)).rejects.toThrow('TestClock.advance takes a finite number of ms, 0 or more');
    await expect(clock.setTime(new Date('nope'))).rejects.toThrow('TestClock.setTime needs a valid time');
    expect(() => new TestClock(new Date('nope'))).toThrow('TestClock needs a valid start time');
  });

  it('runs due jobs in every queue started with it and adds up what happened', async () => {
    const clock = new TestClock(start);
    const media = fakeQueue({ completed: 2, retried: 1, failed: 0 });
    const other = fakeQueue({ completed: 1, retried: 0, failed: 1 });
    clock.attach(media);
    clock.attach(other);
    expect(await clock.runDue()).toEqual({ completed: 3, retried: 1, failed: 1 });
    clock.detach(other);
    expect(await clock.runDue()).toEqual({ completed: 2, retried: 1, failed: 0 });
    expect([media.runs, other.runs]).toEqual([2, 1]);
  });
});
