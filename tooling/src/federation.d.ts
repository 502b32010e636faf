/** The federation singletons, with the range a consumer accepts (see federation.js). */
export declare const SHARED_SINGLETONS: Readonly<Record<string, { requiredVersion: string | false; subpaths?: true }>>;
/** The global through which production remote entries take the federation SDK from the shell. */
export declare const FEDERATION_SDK_GLOBAL: string;
