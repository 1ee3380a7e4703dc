import type { FieldValues, Resolver } from 'react-hook-form';

/** What the resolver needs of a yup object schema (any shape; types stay out of the way of yup's generics). */
interface YupSchema {
  validate(value: unknown, options?: object): Promise<unknown>;
}
/** A yup schema, or a loader of one: `() => import('./x.schema').then((m) => m.schema)`. */
export type SchemaSource = YupSchema | (() => Promise<YupSchema>);

/**
 * react-hook-form's yup resolver, loaded on the first validation instead of with the page: yup (about 12.5 kB gzip)
 * and the rules of a form on screen when its page opens kept form pages over SPEC §9's 300 kB (docs/performance.md).
 * Forms validate on submit first (`formModes`), so yup downloads when the person first submits. react-hook-form
 * accepts an async resolver; the messages are the schema's own, unchanged. A failed download is tried again on the
 * next validation.
 */
export function lazyYupResolver<T extends FieldValues>(source: SchemaSource): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () => {
    loading ??= Promise.all([
      typeof source === 'function' ? source() : Promise.resolve(source),
      import(/* webpackChunkName: "yup-resolver" */ '@hookform/resolvers/yup'),
    ]).then(([schema, { yupResolver }]) => yupResolver(schema as Parameters<typeof yupResolver>[0]) as unknown as Resolver<T>);
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
