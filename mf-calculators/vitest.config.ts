import { frontVitestConfig } from '@hl/shared/vitest';

export default frontVitestConfig();
