// tailwind-merge with its full default configuration (every Tailwind class): what development and the
// tests use. The production build replaces this module (vite.config.ts, plugin `meedoen:tailwind-merge`)
// with tailwind-merge's core and a configuration of only the classes written in src/client, which are
// the only ones Tailwind generates CSS for anyway: the same merges (the build checks every pair of those
// classes against this full version and fails on any difference) at half the weight on every page's
// first load.
export { twMerge } from 'tailwind-merge';
