import * as yup from 'yup';
import { lazyYupResolver } from './lazy-yup-resolver';

const schema = yup.object({ handle: yup.string().required('Handle is required.') });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyYupResolver', () => {
  it('loads the rules on the first validation only, and answers with their messages', async () => {
    const load = jest.fn(async () => schema);
    const resolver = lazyYupResolver<{ handle: string }>(load);
    expect(load).not.toHaveBeenCalled();
    const failed = await resolver({ handle: '' }, undefined, options);
    expect(failed.errors.handle?.message).toBe('Handle is required.');
    const passed = await resolver({ handle: '@asha' }, undefined, options);
    expect(passed.values).toEqual({ handle: '@asha' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a schema already at hand, and tries a failed download again on the next validation', async () => {
    expect((await lazyYupResolver<{ handle: string }>(schema)({ handle: '' }, undefined, options)).errors.handle?.message).toBe('Handle is required.');
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    const resolver = lazyYupResolver<{ handle: string }>(load);
    await expect(resolver({ handle: '' }, undefined, options)).rejects.toThrow('ChunkLoadError');
    expect((await resolver({ handle: '' }, undefined, options)).errors.handle?.message).toBe('Handle is required.');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
