/**
 * Groups concurrent calls that share a key, so that one `run` serves many (decision 104). At most one batch per
 * key is in flight: a call for an idle key starts a batch of its own at once, so a lone caller waits for nothing;
 * calls arriving while their key's batch runs wait and go together in the next one, up to `maxBatchSize`, in
 * arrival order. Keys never wait for one another. A failed run fails every call of its batch, and the next batch
 * still starts. Per process and short-lived: nothing here is needed by another instance.
 */
type Waiting<TInput, TOutput> = {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
};

type KeyState<TInput, TOutput> = { waiting: Waiting<TInput, TOutput>[]; isRunning: boolean };

export class KeyedBatcher<TInput, TOutput> {
  private readonly keys = new Map<string, KeyState<TInput, TOutput>>();

  constructor(
    private readonly options: {
      maxBatchSize: number;
      /** Serves a batch: one output per input, in the same order. */
      run: (key: string, inputs: TInput[]) => Promise<TOutput[]>;
    },
  ) {}

  add(key: string, input: TInput): Promise<TOutput> {
    let state = this.keys.get(key);
    if (!state) {
      state = { waiting: [], isRunning: false };
      this.keys.set(key, state);
    }
    const output = new Promise<TOutput>((resolve, reject) => state.waiting.push({ input, resolve, reject }));
    this.runNext(key, state);
    return output;
  }

  private runNext(key: string, state: KeyState<TInput, TOutput>): void {
    if (state.isRunning) return;
    if (state.waiting.length === 0) {
      this.keys.delete(key);
      return;
    }
    state.isRunning = true;
    const batch = state.waiting.splice(0, this.options.maxBatchSize);
    // The next batch is sent before this one's callers resume: answering them is work of its own, and the
    // database would otherwise sit idle through it.
    const startNext = () => {
      state.isRunning = false;
      this.runNext(key, state);
    };
    Promise.resolve()
      .then(() =>
        this.options.run(
          key,
          batch.map((call) => call.input),
        ),
      )
      .then(
        (outputs) => {
          startNext();
          if (outputs.length !== batch.length) {
            const error = new Error(`A batch of ${batch.length} was answered with ${outputs.length} outputs`);
            for (const call of batch) call.reject(error);
            return;
          }
          batch.forEach((call, index) => call.resolve(outputs[index]!));
        },
        (error: unknown) => {
          startNext();
          for (const call of batch) call.reject(error);
        },
      );
  }
}
