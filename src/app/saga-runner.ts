import createSagaMiddleware from 'redux-saga';
import { rootSaga } from './root.saga';

/** The saga middleware and the start of the root saga (loaded by app-store.ts after the first screen, or by makeStore). */
export function createSagaRunner() {
  const middleware = createSagaMiddleware();
  return { middleware, run: () => middleware.run(rootSaga) };
}
