/**
 * Groups concurrent calls that share a key, so that one `run` serves many (decisions 104, 105, 113). At most one
 * batch per key is in flight. Calls for idle keys start at the end of the current event-loop turn (no timer): a lone
 * caller waits for nothing but the turn, and the calls of the requests read from the network in that same turn go
 * with it, the batches of all their keys handed to one `run`, which answers each batch on its own. Calls arriving
 * while their key's batch runs wait and go together in the next one, up to `maxBatchSize` per key, in arrival
 * order. With `maxRunsInFlight`, a run starts only while fewer runs than that are out; calls of every key arriving
 * meanwhile wait and go together in the next run, so that under load the runs grow instead of multiplying. A failed
 * batch fails its calls, and the next batches still start. Per process and short-lived: nothing here is needed by
 * another instance.
 */
type Waiting<TInput, TOutput> = {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
};

type KeyState<TInput, TOutput> = { waiting: Waiting<TInput, TOutput>[]; isRunning: boolean };

export type KeyedBatch<TInput> = { key: string; inputs: TInput[] };

/**
 * What a run answers: for each batch, a promise of one output per input, in the same order. A run counts against
 * `maxRunsInFlight` until all of them settle, or until `released` settles when it gives one.
 */
export type KeyedRun<TOutput> = Promise<TOutput[]>[] | { outputs: Promise<TOutput[]>[]; released: Promise<unknown> };

export class KeyedBatcher<TInput, TOutput> {
  private readonly keys = new Map<string, KeyState<TInput, TOutput>>();
  private isStartScheduled = false;
  private isRestartQueued = false;
  private runsInFlight = 0;

  constructor(
    private readonly options: {
      maxBatchSize: number;
      /** Runs out at once at most (default: no limit). */
      maxRunsInFlight?: number;
      /**
       * Serves batches of several keys together. Each batch's callers resume, and its key's next batch may start, as
       * soon as its own promise settles.
       */
      run: (batches: KeyedBatch<TInput>[]) => KeyedRun<TOutput>;
    },
  ) {}

  add(key: string, input: TInput): Promise<TOutput> {
    let state = this.keys.get(key);
    if (!state) {
      state = { waiting: [], isRunning: false };
      this.keys.set(key, state);
    }
    const output = new Promise<TOutput>((resolve, reject) => state.waiting.push({ input, resolve, reject }));
    if (!state.isRunning && !this.isStartScheduled) {
      this.isStartScheduled = true;
      setImmediate(() => {
        this.isStartScheduled = false;
        this.startReady();
      });
    }
    return output;
  }

  /** Sends, in one run, the next batch of every key that has calls waiting and no batch in flight. */
  private startReady(): void {
    if (this.runsInFlight >= (this.options.maxRunsInFlight ?? Infinity)) return;
    const started: { state: KeyState<TInput, TOutput>; calls: Waiting<TInput, TOutput>[] }[] = [];
    const batches: KeyedBatch<TInput>[] = [];
    for (const [key, state] of this.keys) {
      if (state.isRunning) continue;
      if (state.waiting.length === 0) {
        this.keys.delete(key);
        continue;
      }
      state.isRunning = true;
      const calls = state.waiting.splice(0, this.options.maxBatchSize);
      started.push({ state, calls });
      batches.push({ key, inputs: calls.map((call) => call.input) });
    }
    if (started.length === 0) return;
    let outputs: Promise<TOutput[]>[];
    let released: Promise<unknown>;
    try {
      const run = this.options.run(batches);
      ({ outputs, released } = Array.isArray(run) ? { outputs: run, released: Promise.allSettled(run) } : run);
      if (outputs.length !== started.length)
        throw new Error(`A run of ${started.length} batches gave ${outputs.length}`);
    } catch (error) {
      outputs = started.map(() => Promise.reject(error));
      released = Promise.resolve();
    }
    this.runsInFlight++;
    const release = () => {
      this.runsInFlight--;
      this.queueRestart();
    };
    released.then(release, release);
    started.forEach(({ state, calls }, index) => {
      // The key's next batch is queued before its callers resume: answering them is work of its own, and the
      // database would otherwise sit idle through it. Batches settling together restart together, in one run.
      const settle = (answer: () => void) => {
        state.isRunning = false;
        this.queueRestart();
        answer();
      };
      outputs[index]!.then(
        (answers) =>
          settle(() => {
            if (answers.length !== calls.length) {
              const error = new Error(`A batch of ${calls.length} was answered with ${answers.length} outputs`);
              for (const call of calls) call.reject(error);
              return;
            }
            calls.forEach((call, position) => call.resolve(answers[position]!));
          }),
        (error: unknown) => settle(() => calls.forEach((call) => call.reject(error))),
      );
    });
  }

  private queueRestart(): void {
    if (this.isRestartQueued) return;
    this.isRestartQueued = true;
    queueMicrotask(() => {
      this.isRestartQueued = false;
      this.startReady();
    });
  }
}
