import { lazyInputVariant } from './lazy-input-variant';

/** MUI's FilledInput for TextField and Select, loaded if a field ever uses it (lazy-input-variant.tsx). */
export default lazyInputVariant(() => import(/* webpackChunkName: "mui-filled-input" */ '@mui/material/FilledInput'));
