import { describe, expect, it } from 'vitest';
import { uploadEnvironment } from './upload-environment.js';

describe('uploadEnvironment', () => {
  it.each([
    [{ production: true }, 'production'],
    [{ production: false }, 'test'],
    [{ production: true, overseas: true }, 'global_production'],
    [{ production: false, overseas: true }, 'global_test'],
    [{ production: true, overseas: false }, 'production'],
  ])('%j -> %s', (build, expected) => {
    expect(uploadEnvironment(build)).toBe(expected);
  });
});
