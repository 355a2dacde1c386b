/**
 * Runs `callback` once the browser has painted the next frame (an animation frame, then a task), and
 * returns what cancels it. For work a navigation needs but the visitor does not see, such as moving
 * the focus or updating the head: done in the navigation's own task, it would hold back the frame
 * that shows the new page.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
