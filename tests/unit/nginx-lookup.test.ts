// The test of the nginx.conf the build writes needs nginx on the machine: without it, that test fails
// and says how to install it or leave it out, instead of installing it or skipping itself.
import { describe, expect, it } from 'vitest';
import { findNginx } from '../support/nginx.ts';

describe('the nginx lookup of the tests', () => {
  it('fails, naming the package to install and how to run the tests without it, when there is none', () => {
    const lookup = () => findNginx(['/nowhere/sbin/nginx']);
    expect(lookup).toThrow('No nginx found (looked for /nowhere/sbin/nginx)');
    expect(lookup).toThrow('apt-get install nginx');
    expect(lookup).toThrow('npx vitest run --exclude tests/cli/hosts.test.ts');
  });

  it('finds the first of its places that holds one', () => {
    expect(findNginx(['/nowhere/sbin/nginx', process.execPath])).toBe(process.execPath);
  });
});
