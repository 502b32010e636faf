import * as analytics from '@hl/shared/analytics';
import * as router from '@hl/shared/router';
import { FEDERATION_SDK_GLOBAL, SHARED_SINGLETONS } from '@hl/tooling/federation';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { describe, expect, it } from 'vitest';

const runtime = await import('./runtime.ts');

describe('the federation host', () => {
  it("gives a remote asking the share scope the page's own React, react-dom, router and analytics", async () => {
    const expected: Record<string, unknown> = {
      react: React,
      'react-dom': ReactDOM,
      '@hl/shared/router': router,
      '@hl/shared/analytics': analytics,
    };
    for (const [name, module] of Object.entries(expected)) {
      const factory = await runtime.loadShare(name);
      expect(factory ? factory() : undefined, name).toBe(module);
    }
  });

  it('provides every shared singleton the remotes are built against, subpaths included', async () => {
    for (const name of [...Object.keys(SHARED_SINGLETONS), 'react/jsx-runtime', 'react-dom/client']) {
      const factory = await runtime.loadShare(name);
      expect(factory ? typeof factory() : undefined, name).toBe('object');
    }
  });

  it('offers remotes its federation runtime core and SDK, which production remote entries leave out', () => {
    const global = globalThis as Record<string, unknown>;
    expect(global._FEDERATION_RUNTIME_CORE).toMatchObject({ ModuleFederation: expect.any(Function) });
    expect(global[FEDERATION_SDK_GLOBAL]).toMatchObject({ isBrowserEnv: expect.any(Function) });
  });
});
