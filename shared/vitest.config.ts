import { frontVitestConfig } from '../tooling/src/vitest-front.ts';

export default frontVitestConfig();
