/**
 * Logs every promise rejection nobody handled and every uncaught error (finding 19): a failure that leaves a view
 * stuck is at least visible in the console and to whatever collects it. Returns a way to uninstall.
 */
export function installGlobalErrorLog(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  log: (message: string, detail: unknown) => void,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => log('unhandled promise rejection', event.reason);
  const onError = (event: ErrorEvent) => log('uncaught error', event.error ?? event.message);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
