import { mergeConfig } from 'vitest/config';
import { sharedVersions } from '../tooling/src/rspack-config.ts';
import { frontVitestConfig } from '../tooling/src/vitest-front.ts';

// The build writes in the versions the shell provides to remotes; the tests get the same.
export default mergeConfig(frontVitestConfig(), {
  define: { __HL_SHARED_VERSIONS__: JSON.stringify(sharedVersions(import.meta.dirname)) },
});
