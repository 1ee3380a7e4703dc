import { lazyInputVariant } from './lazy-input-variant';

/** MUI's standard Input for TextField and Select, loaded if a field ever uses it (lazy-input-variant.tsx). */
export default lazyInputVariant(() => import(/* webpackChunkName: "mui-input" */ '@mui/material/Input'));
