/**
 * Runs `work` in a task of its own once the next frame is painted (a frame callback, then a timer), so it neither
 * delays that paint nor joins the task that produced it. Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
