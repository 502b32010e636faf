/** The installed version of each shared singleton, as the shell provides it to remotes. */
export declare function sharedVersions(dir: string): Record<string, string>;
