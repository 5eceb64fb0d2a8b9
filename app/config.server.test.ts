import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.server';

describe('parseConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = parseConfig({}, '/srv/school');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/srv/school/data');
    expect(config.backupDir).toBe('/srv/school/data/backups');
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join('/srv/school/data', 'school.sqlite') });
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('keeps files in DATA_DIR unless STORAGE_URL names a bucket, read with its settings and the AWS variables', () => {
    expect(parseConfig({}).storage).toEqual({ driver: 'local' });
    expect(parseConfig({ STORAGE_URL: 'local' }).storage).toEqual({ driver: 'local' });
    const config = parseConfig({
      STORAGE_URL: 's3://school-files/branch-a/site?endpoint=https://storage.example.in&region=ap-south-1',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret-example',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'school-files',
      prefix: 'branch-a/site/',
      endpoint: 'https://storage.example.in',
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example', sessionToken: undefined },
    });
    // AWS itself: no endpoint, virtual-hosted buckets, the SDK's own credentials (an instance role).
    expect(parseConfig({ STORAGE_URL: 's3://school-files', AWS_REGION: 'ap-south-1' }).storage).toMatchObject({
      bucket: 'school-files',
      prefix: '',
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names STORAGE_URL or the AWS variables when they are wrong', () => {
    for (const wrong of ['s3:/bucket', 'gs://bucket', 's3://Bucket_Name', 's3://school?endpoint=storage.example.in', 's3://school?endpoint=https://key:secret@storage.example.in', 's3://school?bucket=x', 's3://school?style=sideways']) {
      expect(() => parseConfig({ STORAGE_URL: wrong }), wrong).toThrowError(/STORAGE_URL/);
    }
    expect(() => parseConfig({ STORAGE_URL: 's3://school', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrowError(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
  });

  it('writes backups to BACKUP_DIR when it is set, beside DATA_DIR otherwise', () => {
    expect(parseConfig({ DATA_DIR: '/var/lib/school', BACKUP_DIR: 'archives' }, '/srv/school').backupDir).toBe('/srv/school/archives');
    expect(parseConfig({ DATA_DIR: '/var/lib/school' }, '/srv/school').backupDir).toBe('/var/lib/school/backups');
  });

  it('selects PostgreSQL for a postgres URL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/school' });
    expect(config.database).toEqual({ dialect: 'postgres', connectionString: 'postgres://app@db.internal:5432/school' });
  });

  it('turns the demo seed off with SEED_DEMO=0 and treats empty values as unset', () => {
    const config = parseConfig({ SEED_DEMO: '0', PORT: '' });
    expect(config.seedDemo).toBe(false);
    expect(config.port).toBe(3000);
  });

  it('names the variable whose value is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => parseConfig({ PUBLIC_URL: 'school.in' })).toThrowError(/PUBLIC_URL/);
    expect(() => parseConfig({ SEED_DEMO: 'maybe' })).toThrowError(/SEED_DEMO/);
  });

  it('bounds JSON and form bodies at 64 KB unless BODY_LIMIT_KB says otherwise, and names it when wrong', () => {
    expect(parseConfig({}).bodyLimitBytes).toBe(64 * 1024);
    expect(parseConfig({ BODY_LIMIT_KB: '256' }).bodyLimitBytes).toBe(256 * 1024);
    expect(() => parseConfig({ BODY_LIMIT_KB: 'lots' })).toThrowError(/BODY_LIMIT_KB must be a whole number of kilobytes/);
    expect(() => parseConfig({ BODY_LIMIT_KB: '8' })).toThrowError(/BODY_LIMIT_KB must be at least 64/);
  });

  it('serves in one process unless WEB_CONCURRENCY asks for workers: a number, or auto (one per core, at most four)', () => {
    expect(parseConfig({}).workers).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(parseConfig({ WEB_CONCURRENCY: 'auto' }).workers).toBe(Math.min(os.availableParallelism(), 4));
    for (const wrong of ['0', '33', '1.5', 'many']) {
      expect(() => parseConfig({ WEB_CONCURRENCY: wrong })).toThrowError(/WEB_CONCURRENCY must be "auto" or a whole number of worker processes from 1 to 32/);
    }
  });

  it('asks for both halves of the admin account', () => {
    try {
      parseConfig({ ADMIN_USERNAME: 'office' });
      expect.unreachable('an admin without a password must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual(['ADMIN_PASSWORD must be set when ADMIN_USERNAME is']);
    }
  });
});
