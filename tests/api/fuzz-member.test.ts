import { fuzzEveryOperation } from '../helpers/fuzz/fuzz-suite';

// Issue #12, item 3: every operation of the OpenAPI document fuzzed as a member: no 5xx, and a refused
// request changes no row (see tests/helpers/fuzz/fuzz-suite.ts; FUZZ_SEED and FUZZ_RUNS override).
await fuzzEveryOperation('member');
