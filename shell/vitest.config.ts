import { frontVitestConfig } from '@hl/shared/vitest';
import { sharedVersions } from '@hl/tooling/shared-versions';
import { mergeConfig } from 'vitest/config';

// What the shell's build writes in (the versions it provides to remotes), for its tests.
export default mergeConfig(frontVitestConfig(), {
  define: { __HL_SHARED_VERSIONS__: JSON.stringify(sharedVersions(import.meta.dirname)) },
});
