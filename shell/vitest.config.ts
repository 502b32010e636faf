import { frontVitestConfig } from '@hl/tooling/vitest';

export default frontVitestConfig();
