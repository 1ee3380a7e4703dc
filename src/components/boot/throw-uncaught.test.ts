import { throwUncaught } from './throw-uncaught';

describe('throwUncaught', () => {
  it('throws the error later, in a task of its own, where uncaught errors are reported', () => {
    jest.useFakeTimers();
    try {
      const failure = new Error('the entry could not start');
      expect(() => throwUncaught(failure)).not.toThrow();
      expect(() => jest.runOnlyPendingTimers()).toThrow(failure);
    } finally {
      jest.useRealTimers();
    }
  });
});
