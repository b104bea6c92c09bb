/** Latency figures for the benchmarks: p50/p95/p99 in milliseconds over recorded samples. */
export class Latencies {
  private readonly samples: number[] = [];

  async time<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.samples.push(performance.now() - started);
    return result;
  }

  /** A duration measured elsewhere, in milliseconds. */
  record(milliseconds: number): void {
    this.samples.push(milliseconds);
  }

  percentile(p: number): number {
    const sorted = [...this.samples].sort((a, b) => a - b);
    if (sorted.length === 0) return Number.NaN;
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
  }

  get count() {
    return this.samples.length;
  }

  summary() {
    return { p50: this.percentile(50), p95: this.percentile(95), p99: this.percentile(99), n: this.count };
  }
}

export const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
