import { runInAction } from 'mobx';

/**
 * Runs `work` with the store's observable `busy` flag up, and down again however it ends (the stores' buttons show
 * it as loading). Stores that take one change at a time check `busy` before calling.
 */
export async function busyWhile<T>(store: { busy: boolean }, work: () => Promise<T>): Promise<T> {
  runInAction(() => {
    store.busy = true;
  });
  try {
    return await work();
  } finally {
    runInAction(() => {
      store.busy = false;
    });
  }
}
