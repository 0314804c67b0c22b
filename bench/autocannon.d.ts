// The part of autocannon's API the benchmark uses (the package ships no types; @types is not installed).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    workers?: number;
    headers?: Record<string, string>;
    /** Each connection runs through these in turn; setupRequest is called before every request. */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
