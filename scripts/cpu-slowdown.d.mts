// Types for cpu-slowdown.mjs (a script module Node runs as it is), for its test.
export declare const targetBenchmarkIndex: number;
export declare function calibratedSlowdown(benchmarkIndex: number): number;
