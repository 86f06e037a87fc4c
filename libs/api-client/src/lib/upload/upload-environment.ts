/** The header that tells the upload endpoint which environment the file belongs to. */
export const UPLOAD_ENVIRONMENT_HEADER = 'X-Upload-Environment';

export type UploadEnvironment = 'test' | 'production' | 'global_test' | 'global_production';

/**
 * The environment header of an upload: `test` or `production`, prefixed `global_` in the
 * overseas build.
 */
export function uploadEnvironment(build: {
  production: boolean;
  overseas?: boolean;
}): UploadEnvironment {
  const environment = build.production ? 'production' : 'test';
  return build.overseas ? `global_${environment}` : environment;
}
