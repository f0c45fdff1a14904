import { describe, expect, it, vi } from 'vitest';
import { KeyedBatcher, type KeyedBatch } from './keyed-batcher';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};

const answer = (batches: KeyedBatch<number>[]) =>
  batches.map(({ key, inputs }) => inputs.map((input) => `${key}:${input}`));

/**
 * A batcher whose runs wait for the test to release them, recording what each run got (`key` and `inputs` of its
 * first batch, for the runs that carry one key).
 */
function gatedBatcher(maxBatchSize: number, maxRunsInFlight?: number) {
  const runs: {
    key: string;
    inputs: number[];
    batches: KeyedBatch<number>[];
    gate: ReturnType<typeof deferred<void>>;
  }[] = [];
  const batcher = new KeyedBatcher<number, string>({
    maxBatchSize,
    maxRunsInFlight,
    run: (batches) => {
      const gate = deferred<void>();
      runs.push({ key: batches[0]!.key, inputs: batches[0]!.inputs, batches, gate });
      return answer(batches).map((outputs) => gate.promise.then(() => outputs));
    },
  });
  return { batcher, runs };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedBatcher', () => {
  it('runs a lone call in the same event-loop turn, then gathers the calls that arrive meanwhile into the next batch', async () => {
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
      run: (batches) => {
        events.push(`run ${batches.map(({ inputs }) => inputs.join(',')).join(' ')}`);
        return batches.map(async ({ inputs }) => {
          await flush();
          return inputs;
        });
      },
    });
    const first = batcher.add('a', 1).then(() => events.push('caller 1 resumed'));
    await flush();
    const second = batcher.add('a', 2);
    await Promise.all([first, second]);
    expect(events).toEqual(['run 1', 'run 2', 'caller 1 resumed']);
  });

  it('keeps keys apart: another key runs while the first one is in flight, and a key waits only for its own', async () => {
    const { batcher, runs } = gatedBatcher(10);
    const a = batcher.add('a', 1);
    await flush();
    const b = batcher.add('b', 1);
    const a2 = batcher.add('a', 2);
    await flush();
    expect(runs.map((run) => run.key)).toEqual(['a', 'b']);
    runs[1]!.gate.resolve();
    await expect(b).resolves.toBe('b:1');
    runs[0]!.gate.resolve();
    await expect(a).resolves.toBe('a:1');
    await flush();
    expect(runs.map((run) => run.inputs)).toEqual([[1], [1], [2]]);
    runs[2]!.gate.resolve();
    await expect(a2).resolves.toBe('a:2');
  });

  it('sends the calls made in one event-loop turn together, in one run with a batch per key', async () => {
    const { batcher, runs } = gatedBatcher(10);
    const calls = [batcher.add('a', 1), batcher.add('b', 1), batcher.add('a', 2)];
    expect(runs).toHaveLength(0);
    await flush();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.batches).toEqual([
      { key: 'a', inputs: [1, 2] },
      { key: 'b', inputs: [1] },
    ]);
    runs[0]!.gate.resolve();
    await expect(Promise.all(calls)).resolves.toEqual(['a:1', 'b:1', 'a:2']);
  });

  it('caps a batch at maxBatchSize, keeping the arrival order', async () => {
    const { batcher, runs } = gatedBatcher(2);
    const calls = [1, 2, 3, 4, 5].map((input) => batcher.add('a', input));
    for (let index = 0; index < 3; index++) {
      await flush();
      runs[index]!.gate.resolve();
    }
    await expect(Promise.all(calls)).resolves.toEqual(['a:1', 'a:2', 'a:3', 'a:4', 'a:5']);
    expect(runs.map((run) => run.inputs)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every call of a failed batch, and still runs the next one', async () => {
    let failNext = true;
    const run = vi.fn((batches: KeyedBatch<number>[]) =>
      batches.map(async ({ inputs }) => {
        await flush();
        if (failNext) {
          failNext = false;
          throw new Error('deadlock detected');
        }
        return inputs.map(String);
      }),
    );
    const batcher = new KeyedBatcher<number, string>({ maxBatchSize: 10, run });
    const first = batcher.add('a', 1);
    first.catch(() => {});
    await flush();
    const second = [batcher.add('a', 2), batcher.add('a', 3)];
    await expect(first).rejects.toThrow('deadlock detected');
    await expect(Promise.all(second)).resolves.toEqual(['2', '3']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('fails the calls of a run answered with answers of another shape, or failing at once', async () => {
    const empty = new KeyedBatcher<number, string>({ maxBatchSize: 10, run: () => [] });
    await expect(empty.add('a', 1)).rejects.toThrow('A run of 1 batches gave 0');
    const short = new KeyedBatcher<number, string>({ maxBatchSize: 10, run: () => [Promise.resolve(['a:1'])] });
    await expect(Promise.all([short.add('a', 1), short.add('a', 2)])).rejects.toThrow('answered with 1 outputs');
    const throwing = new KeyedBatcher<number, string>({
      maxBatchSize: 10,
      run: () => {
        throw new Error('no connection');
      },
    });
    await expect(throwing.add('a', 1)).rejects.toThrow('no connection');
  });

  it('answers each batch of a run as soon as its own answer settles', async () => {
    const gates = { a: deferred<void>(), b: deferred<void>() };
    const batcher = new KeyedBatcher<number, string>({
      maxBatchSize: 10,
      run: (batches) =>
        batches.map(({ key, inputs }) =>
          gates[key as 'a' | 'b'].promise.then(() => inputs.map((input) => `${key}:${input}`)),
        ),
    });
    const a = batcher.add('a', 1);
    const b = batcher.add('b', 1);
    gates.b.resolve();
    await expect(b).resolves.toBe('b:1');
    // b's key is free again while a's batch is still out.
    const b2 = batcher.add('b', 2);
    await expect(b2).resolves.toBe('b:2');
    gates.a.resolve();
    await expect(a).resolves.toBe('a:1');
  });

  it('with maxRunsInFlight, holds the calls of every key until a run returns, then sends them together', async () => {
    const { batcher, runs } = gatedBatcher(10, 1);
    const first = batcher.add('a', 1);
    await flush();
    // b's key is idle, but the one run allowed is out: b waits, and so do a's next calls.
    const waiting = [batcher.add('b', 1), batcher.add('c', 1), batcher.add('a', 2)];
    await flush();
    expect(runs).toHaveLength(1);
    runs[0]!.gate.resolve();
    await expect(first).resolves.toBe('a:1');
    await flush();
    expect(runs.map((run) => run.batches)).toEqual([
      [{ key: 'a', inputs: [1] }],
      [
        { key: 'a', inputs: [2] },
        { key: 'b', inputs: [1] },
        { key: 'c', inputs: [1] },
      ],
    ]);
    runs[1]!.gate.resolve();
    await expect(Promise.all(waiting)).resolves.toEqual(['b:1', 'c:1', 'a:2']);
  });

  it("frees a run's place when its `released` settles, while its batches may still be answered later", async () => {
    const statement = deferred<void>();
    const fallback = deferred<void>();
    const runs: KeyedBatch<number>[][] = [];
    const batcher = new KeyedBatcher<number, string>({
      maxBatchSize: 10,
      maxRunsInFlight: 1,
      run: (batches) => {
        runs.push(batches);
        const outputs = answer(batches);
        return runs.length === 1
          ? {
              // The first run's statement returns, but its batch is answered only once a fallback settles.
              outputs: outputs.map((answers) => statement.promise.then(() => fallback.promise).then(() => answers)),
              released: statement.promise,
            }
          : outputs.map((answers) => Promise.resolve(answers));
      },
    });
    const slow = batcher.add('a', 1);
    await flush();
    const other = batcher.add('b', 1);
    await flush();
    expect(runs).toHaveLength(1);
    statement.resolve();
    await expect(other).resolves.toBe('b:1');
    expect(runs).toHaveLength(2);
    fallback.resolve();
    await expect(slow).resolves.toBe('a:1');
  });

  it('frees the place of a run that fails at once', async () => {
    let fail = true;
    const batcher = new KeyedBatcher<number, string>({
      maxBatchSize: 10,
      maxRunsInFlight: 1,
      run: (batches) => {
        if (fail) {
          fail = false;
          throw new Error('no connection');
        }
        return answer(batches).map((answers) => Promise.resolve(answers));
      },
    });
    await expect(batcher.add('a', 1)).rejects.toThrow('no connection');
    await expect(batcher.add('a', 2)).resolves.toBe('a:2');
  });
});
