import { describe, expect, it } from 'vitest';
import { createGate } from './gate.ts';

/** A task that runs until the test finishes it, recording how many ran at once. */
function controlled(state: { now: number; max: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    state.now += 1;
    state.max = Math.max(state.max, state.now);
    await done;
    state.now -= 1;
    return 'done';
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createGate', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const gate = createGate(1);
    const state = { now: 0, max: 0 };
    const tasks = [controlled(state), controlled(state), controlled(state)];
    const order: number[] = [];
    const results = tasks.map(({ task }, i) => gate.run(task).then((value) => (order.push(i), value)));
    await settle();
    expect(state.now).toBe(1);
    expect(gate.waiting).toBe(2);
    tasks[0]!.finish();
    await settle();
    expect(state.now).toBe(1);
    expect(gate.waiting).toBe(1);
    tasks[2]!.finish();
    tasks[1]!.finish();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(order).toEqual([0, 1, 2]);
    expect(state.max).toBe(1);
  });

  it('gives the place back when a task fails', async () => {
    const gate = createGate(1);
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(() => Promise.resolve(7))).toBe(7);
  });

  it('admits up to the limit without waiting', async () => {
    const gate = createGate(2);
    const state = { now: 0, max: 0 };
    const tasks = [controlled(state), controlled(state), controlled(state)];
    const results = tasks.map(({ task }) => gate.run(task));
    await settle();
    expect(state.now).toBe(2);
    for (const { finish } of tasks) finish();
    await Promise.all(results);
    expect(state.max).toBe(2);
  });
});
