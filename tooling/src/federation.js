// Plain JavaScript (types in federation.d.ts): the vitest configs, which Node loads itself, read it too.

/**
 * What the shell and the remotes agree on at run time, read by the build (tooling/src/rspack-config.ts)
 * and by the shell's federation host, which provides these modules to the remotes.
 *
 * What must exist once on the page, shared as federation singletons with the range a consumer
 * accepts. react and react-dom are shared with their subpaths ('react/jsx-runtime',
 * 'react-dom/client'). react-hot-toast keeps one toast store, so a remote's toast shows in the
 * shell's toaster. Routing is shared as @hl/shared/router, a module re-exporting the part of
 * react-router the parts use (react-router itself is not shared: a shared module cannot be
 * tree-shaken, and all of react-router is ~60 KB gzipped). @hl/shared/analytics holds the analytics
 * provider's React context. The @hl modules are versioned with the workspace, so no range.
 */
export const SHARED_SINGLETONS = {
  react: { requiredVersion: '^19.0.0', subpaths: true },
  'react-dom': { requiredVersion: '^19.0.0', subpaths: true },
  'react-hot-toast': { requiredVersion: '^2.0.0' },
  '@hl/shared/router': { requiredVersion: false },
  '@hl/shared/analytics': { requiredVersion: false },
};

/**
 * The global through which production remote entries take the federation SDK from the shell (as
 * they take the runtime core from `_FEDERATION_RUNTIME_CORE`), so it ships once. The shell sets it
 * before it loads any remote.
 */
export const FEDERATION_SDK_GLOBAL = '_HL_FEDERATION_SDK';
