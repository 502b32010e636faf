import { FEDERATION_SDK_GLOBAL } from '@hl/tooling/federation';
import { init, loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as sdk from '@module-federation/sdk';
import { fallbackPlugin } from './fallback-plugin.ts';
import { hostShared } from './host-shared.ts';

/**
 * The federation runtime, loaded when the page first needs a remote (a slot nearing the viewport,
 * a section route, analytics once the page is idle), never before the first screen. Production
 * remote entries carry neither the runtime core nor the SDK: they take both from here.
 */
(globalThis as Record<string, unknown>)[FEDERATION_SDK_GLOBAL] = sdk;

init({
  name: 'shell',
  remotes: [],
  shared: hostShared(),
  // A dead remote is never contacted for share negotiation: what is loaded wins.
  shareStrategy: 'loaded-first',
  plugins: [injectExternalRuntimeCore(), fallbackPlugin()],
});

export { loadRemote, loadShare, registerRemotes };
