import { createRequire } from 'node:module';
import { GitBookAPI as FirstGitBookAPI } from '@gitbook/api';
import { GitBookAPI as CurrentGitBookAPI } from '@gitbook/api-current';

const require = createRequire(import.meta.url);

/**
 * GitBook's API as first described (0.137.0, the 137 operations) and as it is today (0.202.0,
 * installed as @gitbook/api-current): each release's official client and the OpenAPI spec it ships.
 * The sandbox answers both, so the tests drive and check it with each.
 */
export const gitbookReleases = {
  '0.137.0': { GitBookAPI: FirstGitBookAPI, spec: require('@gitbook/api/spec/openapi.json') as unknown },
  '0.202.0': { GitBookAPI: CurrentGitBookAPI, spec: require('@gitbook/api-current/spec/openapi.json') as unknown },
};

export type Release = keyof typeof gitbookReleases;
export const RELEASES = Object.keys(gitbookReleases) as Release[];

/** The official client of one release, or of either. */
export type OfficialClient<R extends Release = Release> = InstanceType<(typeof gitbookReleases)[R]['GitBookAPI']>;
