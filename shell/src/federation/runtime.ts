import { FEDERATION_SDK_GLOBAL } from '@hl/tooling/federation';
import { init, loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { RetryPlugin } from '@module-federation/retry-plugin';
import * as sdk from '@module-federation/sdk';
import { fallbackPlugin } from './fallback-plugin.ts';
import { hostShared } from './host-shared.ts';

/**
 * The federation runtime, loaded when the page first needs a remote (a slot nearing the viewport,
 * a section route, analytics once the page is idle), never before the first screen. Production
 * remote entries carry neither the runtime core nor the SDK: they take both from here.
 */
(globalThis as Record<string, unknown>)[FEDERATION_SDK_GLOBAL] = sdk;

/**
 * A transient failure (a dropped connection, a remote restarting during a deploy) is retried
 * before a slot gives up: the manifest fetch twice (the plugin waits 1 s between tries), the
 * remote entry's script twice, 500 ms apart. Only then does the fallback plugin take over.
 */
const retry = RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } });

init({
  name: 'shell',
  remotes: [],
  shared: hostShared(),
  // A dead remote is never contacted for share negotiation: what is loaded wins.
  shareStrategy: 'loaded-first',
  plugins: [injectExternalRuntimeCore(), retry, fallbackPlugin()],
});

export { loadRemote, loadShare, registerRemotes };
