import type { ConfigVariable } from '../config.variables';

export interface S3StorageConfig {
  readonly bucket: string;
  readonly region: string;
  /** null: AWS's own endpoint for the region. */
  readonly endpoint: string | null;
  readonly accessKeyId: string | null;
  readonly secretAccessKey: string | null;
  readonly forcePathStyle: boolean;
}

/** null: assets on local disk under DATA_DIR/assets. */
export type StorageConfig = { readonly s3: S3StorageConfig | null };

export const storageConfigVariables: readonly ConfigVariable[] = [
  { name: 'S3_BUCKET', defaultValue: '(unset)', description: 'Store uploaded assets in this S3-compatible bucket instead of DATA_DIR/assets.' },
  { name: 'S3_REGION', defaultValue: 'us-east-1', description: 'Region of the bucket.' },
  { name: 'S3_ENDPOINT', defaultValue: '(AWS)', description: 'Endpoint of an S3-compatible service (MinIO, R2, Ceph...), e.g. http://minio:9000.' },
  { name: 'S3_ACCESS_KEY_ID', defaultValue: '(SDK default chain)', description: 'Access key; with S3_SECRET_ACCESS_KEY, else the AWS SDK default credential chain.' },
  { name: 'S3_SECRET_ACCESS_KEY', defaultValue: '(SDK default chain)', description: 'Secret key paired with S3_ACCESS_KEY_ID.' },
  { name: 'S3_FORCE_PATH_STYLE', defaultValue: 'true when S3_ENDPOINT is set', description: 'Address the bucket in the path (most S3-compatible servers need it).' },
];

type Env = Record<string, string | undefined>;
const read = (env: Env, name: string) => {
  const raw = env[name]?.trim();
  return raw ? raw : null;
};

export function parseStorageConfig(env: Env, problems: string[]): StorageConfig {
  const bucket = read(env, 'S3_BUCKET');
  if (!bucket) return { s3: null };
  const endpoint = read(env, 'S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) problems.push(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}").`);
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  const pathStyleRaw = read(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyleRaw && !['true', 'false'].includes(pathStyleRaw)) problems.push('S3_FORCE_PATH_STYLE must be true or false.');
  return {
    s3: {
      bucket,
      region: read(env, 'S3_REGION') ?? 'us-east-1',
      endpoint,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: pathStyleRaw ? pathStyleRaw === 'true' : endpoint !== null,
    },
  };
}
