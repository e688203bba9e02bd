/** Runs `task` over `inputs` with at most `concurrency` in flight; results keep the input order. */
export async function mapPool<T, R>(
  inputs: T[],
  concurrency: number,
  task: (input: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const k = next++;
      results[k] = await task(inputs[k]!, k);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, inputs.length)) }, worker));
  return results;
}
