import { describe, expect, it, vi } from 'vitest';
import { KeyedBatcher } from './keyed-batcher';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};

/** A batcher whose runs wait for the test to release them, recording what each run got. */
function gatedBatcher(maxBatchSize: number) {
  const runs: { key: string; inputs: number[]; gate: ReturnType<typeof deferred<void>> }[] = [];
  const batcher = new KeyedBatcher<number, string>({
    maxBatchSize,
    run: async (key, inputs) => {
      const gate = deferred<void>();
      runs.push({ key, inputs, gate });
      await gate.promise;
      return inputs.map((input) => `${key}:${input}`);
    },
  });
  return { batcher, runs };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedBatcher', () => {
  it('runs a lone call at once, then gathers the calls that arrive meanwhile into the next batch', async () => {
    const { batcher, runs } = gatedBatcher(10);
    const first = batcher.add('a', 1);
    await flush();
    expect(runs.map((run) => run.inputs)).toEqual([[1]]);

    const later = [batcher.add('a', 2), batcher.add('a', 3), batcher.add('a', 4)];
    await flush();
    expect(runs).toHaveLength(1);

    runs[0]!.gate.resolve();
    await expect(first).resolves.toBe('a:1');
    await flush();
    expect(runs.map((run) => run.inputs)).toEqual([[1], [2, 3, 4]]);
    runs[1]!.gate.resolve();
    await expect(Promise.all(later)).resolves.toEqual(['a:2', 'a:3', 'a:4']);
  });

  it("sends the next batch before the finished batch's callers resume", async () => {
    const events: string[] = [];
    const batcher = new KeyedBatcher<number, number>({
      maxBatchSize: 10,
      run: async (_key, inputs) => {
        events.push(`run ${inputs.join(',')}`);
        await flush();
        return inputs;
      },
    });
    const first = batcher.add('a', 1).then(() => events.push('caller 1 resumed'));
    await flush();
    const second = batcher.add('a', 2);
    await Promise.all([first, second]);
    expect(events).toEqual(['run 1', 'run 2', 'caller 1 resumed']);
  });

  it('keeps keys apart: another key runs while the first one is in flight', async () => {
    const { batcher, runs } = gatedBatcher(10);
    const a = batcher.add('a', 1);
    const b = batcher.add('b', 1);
    await flush();
    expect(runs.map((run) => run.key)).toEqual(['a', 'b']);
    runs[1]!.gate.resolve();
    await expect(b).resolves.toBe('b:1');
    runs[0]!.gate.resolve();
    await expect(a).resolves.toBe('a:1');
  });

  it('caps a batch at maxBatchSize, keeping the arrival order', async () => {
    const { batcher, runs } = gatedBatcher(2);
    const calls = [1, 2, 3, 4, 5, 6].map((input) => batcher.add('a', input));
    for (let index = 0; index < 4; index++) {
      await flush();
      runs[index]!.gate.resolve();
    }
    await expect(Promise.all(calls)).resolves.toEqual(['a:1', 'a:2', 'a:3', 'a:4', 'a:5', 'a:6']);
    expect(runs.map((run) => run.inputs)).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('fails every call of a failed batch, and still runs the next one', async () => {
    let failNext = true;
    const run = vi.fn(async (_key: string, inputs: number[]) => {
      await flush();
      if (failNext) {
        failNext = false;
        throw new Error('deadlock detected');
      }
      return inputs.map(String);
    });
    const batcher = new KeyedBatcher<number, string>({ maxBatchSize: 10, run });
    const first = batcher.add('a', 1);
    const second = [batcher.add('a', 2), batcher.add('a', 3)];
    await expect(first).rejects.toThrow('deadlock detected');
    await expect(Promise.all(second)).resolves.toEqual(['2', '3']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('fails the calls of a batch answered with the wrong number of outputs', async () => {
    const batcher = new KeyedBatcher<number, string>({ maxBatchSize: 10, run: async () => [] });
    await expect(batcher.add('a', 1)).rejects.toThrow('answered with 0 outputs');
  });
});
