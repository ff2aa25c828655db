import { describe, expect, it } from 'vitest';
import { createWorkGate, GateFull } from './work-gate';

describe('the work gate', () => {
  it('runs at most `concurrency` at once, queues up to `queue` in order, and refuses beyond', async () => {
    const gate = createWorkGate(2, 2);
    const first = await gate.enter();
    const second = await gate.enter();
    const order: string[] = [];
    const third = gate.enter().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = gate.enter().then((release) => {
      order.push('fourth');
      return release;
    });
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 2 });
    await expect(gate.enter()).rejects.toBeInstanceOf(GateFull);

    first();
    first(); // a second release of the same turn changes nothing
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 1 });
    second();
    const releaseFourth = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    releaseThird();
    releaseFourth();
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
    (await gate.enter())();
  });
});
