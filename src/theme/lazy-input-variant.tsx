import { lazy, Suspense, type ComponentType } from 'react';

type InputVariant = ComponentType<Record<string, unknown>> & { muiName?: string };

/**
 * The standard and filled text inputs (MUI's Input and FilledInput) as TextField and Select import them in the app
 * build (webpack.config.ts swaps in lazy-input.ts and lazy-filled-input.ts; Jest and Storybook keep MUI's own). Every
 * field of the product is outlined, yet each page with a field downloaded both other variants (about 2.5 kB gzip).
 * Should a field ever ask for one, it loads then (the field is blank for that moment) and renders as before.
 */
export function lazyInputVariant(load: () => Promise<{ default: unknown }>): InputVariant {
  const Loaded = lazy(async () => ({ default: (await load()).default as ComponentType<Record<string, unknown>> }));
  const Variant: InputVariant = (props) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  // FormControl and TextField recognise their input by this name, as they do MUI's own.
  Variant.muiName = 'Input';
  return Variant;
}
